/**
 * What a visitor does before the app has hydrated: the first part of the form handover (the whole sequence is
 * drawn in handover.ts). Until then the prerendered page is plain HTML, and a visitor on a slow phone, or one
 * whose network dropped before the page's code arrived, can tap it in that window:
 * - a lead form's submit is kept at once: checked against the form's rules, stored in the outbox under its final
 *   id (lib/outbox/keep.ts), from where the flushers of this page, of the next one opened or the worker deliver
 *   it, even if the app never loads here; the visitor is told it is kept, and the form, marked `data-kept`, goes
 *   on to its success path once it is React's (lead/useLeadForm.ts). A submit its rules refuse is answered with the
 *   browser's own bubble carrying the rule's message, and held like any other form's;
 * - any other submit would be the browser's own submission: a GET of this URL with the fields in its query
 *   string (an email address in the history and the server logs), a reload, and what was typed lost;
 * - a tapped button (the menu, "Get started", the demo's play button) would do nothing, and the visitor would
 *   wonder why. The last one tapped is pressed again (a submit button's tap is the submit, held as such).
 * Held events are stopped before React's root listener sees them, so React never handles one twice, and
 * replayed when the page's root is marked started (routes/PageSlot.tsx): from then on the page is React's.
 * What is typed into a lead form meanwhile is kept as its draft from the first keystroke, as the form does
 * itself once it is React's: a page that has to be reloaded (initial/reloadWhenReachable.ts) shows it again.
 * The bootstrap inlined in every page runs this (src/bootstrap.ts), before the page's first paint and without
 * waiting for any file: it stays small and library-free.
 */
import { saveDraft } from '../../initial/drafts.ts';
import { STARTED } from '../../initial/islandAttributes.ts';
import { showNotice } from '../../initial/notice.ts';
import { keepSubmission } from '../../lib/outbox/keep.ts';
import { HONEYPOT_NAME } from '../lead/honeypotName.ts';
import { checkLead, isLeadFormKey, LEAD_FORM_RULES, type LeadFormKey } from '../lead/leadRules.ts';
import { LEAD_TOAST_TEXTS, waitingLine } from '../lead/leadTexts.ts';
import { newLead } from '../lead/newLead.ts';

function leadInputs(form: HTMLFormElement, key: LeadFormKey): HTMLInputElement[] {
  return Object.keys(LEAD_FORM_RULES[key])
    .map((name) => form.elements.namedItem(name))
    .filter((input) => input instanceof HTMLInputElement);
}

function valuesOf(inputs: HTMLInputElement[]): Record<string, string> {
  return Object.fromEntries(inputs.map((input) => [input.name, input.value]));
}

/** The forms whose lead is being stored: a second press meanwhile is the same submit. */
const storing = new Set<LeadFormKey>();
/** The forms that have kept a lead on this page: emptied since, a second press of their submit is the same one. */
const keptHere = new Set<LeadFormKey>();

/**
 * Keeps a lead form's submission before hydration. False when its rules refused it, after showing why: the submit
 * is then held, and the React form shows every message in place once it is there. Otherwise it is dealt with: kept
 * (or a second press of the same one); should the device refuse to store it, `hold` holds the submit for the React
 * form, which keeps it its own way.
 */
function keepLead(form: HTMLFormElement, key: LeadFormKey, hold: () => void): boolean {
  const inputs = leadInputs(form, key);
  if (storing.has(key) || (keptHere.has(key) && inputs.every((input) => input.value === ''))) return true;
  const check = checkLead(key, valuesOf(inputs));
  if (!check.ok) {
    const invalid = inputs.find((input) => check.errors[input.name] !== undefined);
    if (invalid) {
      invalid.setCustomValidity(check.errors[invalid.name] ?? '');
      invalid.reportValidity();
      invalid.addEventListener('input', () => invalid.setCustomValidity(''), { once: true });
    }
    return false;
  }
  const honeypot = (form.elements.namedItem(HONEYPOT_NAME) as HTMLInputElement | null)?.value ?? '';
  const kept = () => {
    storing.delete(key);
    keptHere.add(key);
    // Emptied once kept, so a second press cannot send the same lead again, nor can its draft bring it back after
    // a reload.
    for (const input of inputs) input.value = '';
    saveDraft(key, {});
    form.dataset.kept = '';
    // In the words the form would use (a bot too, as ever: it is told the same and nothing is stored).
    showNotice(LEAD_TOAST_TEXTS[key].success, { tone: 'success', description: honeypot ? undefined : waitingLine() });
  };
  storing.add(key);
  if (honeypot) kept();
  else
    Promise.resolve()
      .then(() => keepSubmission('lead', newLead(check.fields), { id: crypto.randomUUID(), draftKey: key }))
      .then(kept, () => {
        storing.delete(key);
        hold();
      });
  return true;
}

export function holdEarlyInput(): void {
  let submitted: SubmitEvent | undefined;
  let tapped: HTMLButtonElement | null = null;
  const hold = (event: Event) => {
    if (event.type === 'input') {
      const form = (event.target as HTMLInputElement).form;
      const key = form?.dataset.draft;
      if (form && isLeadFormKey(key)) saveDraft(key, valuesOf(leadInputs(form, key)));
      return;
    }
    if (event.type === 'submit') {
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      const key = form.dataset.draft;
      const held = () => {
        submitted = event as SubmitEvent;
      };
      if (!isLeadFormKey(key) || !keepLead(form, key, held)) held();
    } else {
      const button = (event.target as Element).closest('button');
      // Only the app's own buttons wait for it: what is built outside its root (the cookie banner) or in an island
      // (whose taps wait for the island: initial/islandTaps.ts) works as it is.
      if (!button?.closest('#root') || button.closest('[data-island]') || (button.type === 'submit' && button.form))
        return;
      tapped = button;
    }
    event.stopPropagation();
  };
  const types = ['submit', 'click', 'input'];
  for (const type of types) document.addEventListener(type, hold, true);

  // The page's root is marked started once the page is React's (routes/PageSlot.tsx); the bootstrap runs before it
  // is parsed, so the whole document is watched.
  const release = new MutationObserver(() => {
    if (!document.getElementById('root')?.hasAttribute(STARTED)) return;
    release.disconnect();
    for (const type of types) document.removeEventListener(type, hold, true);
    const form = submitted?.target as HTMLFormElement | undefined;
    const submitter = submitted?.submitter;
    if (form?.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
    if (tapped?.isConnected) tapped.click();
  });
  release.observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: [STARTED] });
}
