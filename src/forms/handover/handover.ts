/**
 * The form handover: every form on the site works from the moment its prerendered HTML is painted, and its live
 * side (validation, react-hook-form, the backend client) takes over later without losing what the visitor did.
 *
 *   visitor          shell form (HTML)         earlyInput.ts (bootstrap)       XFormLive (lazy chunk)
 *     │ page painted ───▶ plain inputs
 *     │ types ──────────▶ values in the DOM ──▶ lead form: draft per keystroke
 *     │ submits ────────▶ submit event ───────▶ held: a lead is kept at once, in
 *     │                                         the outbox (form marked data-kept);
 *     │                                         any other submit waits
 *     │          React hydrates: FormShell ◀─── data-hydrated: the held submit
 *     │                  goes on to a kept      is replayed into FormShell
 *     │                  lead's success path
 *     │ touch / focus ──▶ FormShell loads the live chunk ─────────────────────▶ (module arrives)
 *     │                   same commit: React removes the shell form, read ───▶ useTakeover: values, ticked
 *     │                   as it goes (a Handover)                              boxes, honeypot, focus and
 *     │                                                                        caret; then the submit that
 *     │                                                                        was pressed, once ──▶ outbox
 *
 * The files: earlyInput.ts (the bootstrap's part, before React: it keeps a lead with the outbox's
 * keepSubmission), FormShell.tsx (the prerendered part every form ships: reads what was done,
 * keeps a lead itself, loads the live side), useTakeover.ts (the live side's part: takes the Handover over, keeps
 * the draft). A form declares only its fields, its markup (one `XFormFields`
 * component rendered by both sides, so the swap changes nothing on screen), its schema and its submit: the
 * prerendered part is `XFormShell`, the lazy validating part `XFormLive`.
 */
import type { LeadFormKey } from '../lead/leadRules.ts';
import type { LeadSubmitStatus } from '../lead/sendLead.ts';

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

/**
 * A lead form keeps a submission with the page's own code: the shell checks it against the form's rules and
 * hands it to the outbox itself, whether or not the live form ever arrives (offline, a chunk that failed). Its
 * live form follows the same rule after a lead. Without it (the crypto sign-up, which needs the server's answer
 * to go on) a submit waits for the live form.
 */
export interface LeadKeep {
  form: LeadFormKey;
  /** The form's success path; stable (a state setter or a memoised function). */
  onSent: (status: LeadSubmitStatus) => void;
  /** The form stays in place after a lead, emptied for the next one (the embed card, the trial card). */
  emptyAfterSent?: boolean;
}
