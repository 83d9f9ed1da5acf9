/**
 * What a visitor does before the app has hydrated: the first part of the form handover (the whole sequence is
 * drawn in handover.ts). Until then the prerendered page is plain HTML, and a visitor on a slow phone, or one
 * whose network dropped before the app's code arrived, can tap it in that window:
 * - a lead form's submit is kept at once, with the page's own code: checked against the form's rules and
 *   handed to the outbox (src/forms/lead/sendLead.ts), so it is delivered even if the app never loads here;
 *   the form shows the outcome once it is React's (FormShell takes it with takeEarlySubmission). A submit its
 *   rules refuse is answered with the browser's own bubble carrying the rule's message, and held like any
 *   other form's;
 * - any other submit would be the browser's own submission: a GET of this URL with the fields in its query
 *   string (an email address in the history and the server logs), a reload, and what was typed lost;
 * - a tapped button (the menu, "Get started", the demo's play button) would do nothing, and the visitor would
 *   wonder why. The last one tapped is pressed again (a submit button's tap is the submit, held as such).
 * Held events are stopped before React's root listener sees them, so React never handles one twice, and
 * replayed when the page is marked hydrated (routes/PageSlot.tsx): from then on the page is React's.
 * What is typed into a lead form meanwhile is kept as its draft from the first keystroke, as the form does
 * itself once it is React's: a page that has to be reloaded (lib/reloadWhenReachable.ts) shows it again.
 * The entry imports this file: everything here ships with every page, so it stays small and library-free.
 */
import { saveDraft } from '../../lib/drafts.ts';
import { HONEYPOT_NAME } from '../lead/honeypotName.ts';
import { checkLead, isLeadFormKey, LEAD_FORM_RULES, type LeadFormKey } from '../lead/leadRules.ts';
import { LEAD_TOAST_TEXTS, type LeadSubmitStatus, sendLead } from '../lead/sendLead.ts';

/*
 * Lead submissions kept here, by form, until that form mounts and shows how it went (FormShell). In memory on
 * purpose: the submission itself is already in the outbox; this only carries the answer across to the form the
 * visitor is looking at.
 */
const early = new Map<LeadFormKey, Promise<LeadSubmitStatus | undefined>>();
/** The forms whose submission is still on its way: a second tap before hydration submits once. */
const inFlight = new Set<LeadFormKey>();

/** The form's early submission, handed over once: the form that takes it shows its outcome. */
export function takeEarlySubmission(form: LeadFormKey): Promise<LeadSubmitStatus | undefined> | undefined {
  const sending = early.get(form);
  early.delete(form);
  return sending;
}

function leadInputs(form: HTMLFormElement, key: LeadFormKey): HTMLInputElement[] {
  return Object.keys(LEAD_FORM_RULES[key])
    .map((name) => form.elements.namedItem(name))
    .filter((input) => input instanceof HTMLInputElement);
}

function valuesOf(inputs: HTMLInputElement[]): Record<string, string> {
  return Object.fromEntries(inputs.map((input) => [input.name, input.value]));
}

/**
 * Keeps a lead form's submission before hydration. True when it is dealt with (kept, or a second tap of one
 * on its way); false when its rules refused it, after showing why: the submit is then held, and the React
 * form shows every message in place once it is there.
 */
function keepLead(form: HTMLFormElement, key: LeadFormKey): boolean {
  if (inFlight.has(key)) return true;
  const inputs = leadInputs(form, key);
  const values = valuesOf(inputs);
  const check = checkLead(key, values);
  if (!check.ok) {
    const invalid = inputs.find((input) => check.errors[input.name] !== undefined);
    if (invalid) {
      invalid.setCustomValidity(check.errors[invalid.name] ?? '');
      invalid.reportValidity();
      invalid.addEventListener('input', () => invalid.setCustomValidity(''), { once: true });
    }
    return false;
  }
  const honeypot = (form.elements.namedItem(HONEYPOT_NAME) as HTMLInputElement | null)?.value;
  // Emptied once kept (the outbox has it now), so a second press cannot send the same lead again, nor can its
  // draft bring it back after a reload; refilled if the server refused it.
  for (const input of inputs) input.value = '';
  saveDraft(key, {});
  const sending = sendLead(check.fields, honeypot, key, LEAD_TOAST_TEXTS[key]);
  void sending.then((status) => {
    if (status) return;
    for (const input of inputs) input.value = values[input.name] ?? '';
    saveDraft(key, values);
  });
  early.set(key, sending);
  inFlight.add(key);
  void sending.finally(() => inFlight.delete(key));
  return true;
}

export function holdEarlyInput(): void {
  let submitted: SubmitEvent | undefined;
  let tapped: HTMLButtonElement | null = null;
  const hold = (event: Event) => {
    if (event.type === 'input') {
      const form = (event.target as HTMLInputElement).form;
      const key = form?.dataset.leadForm;
      if (form && isLeadFormKey(key)) saveDraft(key, valuesOf(leadInputs(form, key)));
      return;
    }
    if (event.type === 'submit') {
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      const key = form.dataset.leadForm;
      if (!isLeadFormKey(key) || !keepLead(form, key)) submitted = event as SubmitEvent;
    } else {
      const button = (event.target as Element).closest('button');
      if (!button || (button.type === 'submit' && button.form)) return;
      tapped = button;
    }
    event.stopPropagation();
  };
  const types = ['submit', 'click', 'input'];
  for (const type of types) document.addEventListener(type, hold, true);

  const root = document.documentElement;
  const release = new MutationObserver(() => {
    if (root.dataset.hydrated !== 'true') return;
    release.disconnect();
    for (const type of types) document.removeEventListener(type, hold, true);
    const form = submitted?.target as HTMLFormElement | undefined;
    const submitter = submitted?.submitter;
    if (form?.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
    if (tapped?.isConnected) tapped.click();
  });
  release.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}
