/**
 * What runs before React's, and how a form with a live side takes over from it. Every form works from the moment
 * its prerendered HTML is painted.
 *
 * A lead form (handle, Telegram, email) has no live side: before the page is React's the bootstrap keeps its submit
 * (earlyInput.ts: the form's rules, then the outbox's keepSubmission; the form is marked `data-kept`), and once it is
 * React's the same prerendered inputs are read by the form's own code (lead/useLeadForm.ts), which goes on from a
 * `data-kept` mark to what follows a lead.
 *
 * The crypto sign-up (many fields, a server round trip) has a live side, react-hook-form and zod, that takes over:
 *
 *   visitor          shell form (HTML)         earlyInput.ts (bootstrap)       XFormLive (lazy chunk)
 *     │ page painted ───▶ plain inputs
 *     │ submits ────────▶ submit event ───────▶ held
 *     │          React hydrates: FormShell ◀─── data-started: the held submit
 *     │                                         is replayed into FormShell
 *     │ touch / focus ──▶ FormShell loads the live chunk ─────────────────────▶ (module arrives)
 *     │                   same commit: React removes the shell form, read ───▶ useTakeover: values, ticked
 *     │                   as it goes (a Handover)                              boxes, honeypot, focus and
 *     │                                                                        caret; then the submit that
 *     │                                                                        was pressed, once
 *
 * FormShell.tsx is the prerendered part (reads what was done, loads the live side), useTakeover.ts the live side's
 * part (takes the Handover over, keeps the draft). Both render one `XFormFields` component, so the swap changes
 * nothing on screen.
 */

/** What the visitor did in the shell form before the live form arrived; the live form takes it over. */
export interface Handover {
  /** Non-empty values typed into (or chosen in) the shell's fields, by field name. */
  typed: Record<string, string>;
  /** The shell's checkboxes that were ticked, by name. */
  ticked: string[];
  /** The field (or honeypot) that had focus and its caret, so typing carries on where it was. */
  focused?: { name: string; start: number | null; end: number | null };
  /** The honeypot's value: a bot that filled the shell form is still recognised. */
  honeypot: string;
  /** The visitor pressed submit on the shell form: the live form submits once it has mounted. */
  submit: boolean;
}

/** What every live form is given by FormShell, besides its own props. */
export interface LiveFormProps {
  /** What the visitor did in the shell form (read once, by useTakeover). */
  takeHandover: () => Handover;
}
