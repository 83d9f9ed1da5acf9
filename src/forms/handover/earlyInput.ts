/**
 * A lead form before the page is React's. Until then the prerendered page is plain HTML, and a visitor on a slow phone, or one whose network
 * dropped before the page's code arrived, can submit it in that window. The submit is kept at once: checked against
 * the form's rules, stored in the outbox under its final id (lib/outbox/keep.ts), from where the flushers of this
 * page, of the next one opened or the worker deliver it, even if the app never loads here; the visitor is told it
 * is kept, and the form, marked `data-kept`, goes on to its success path once it is React's (lead/useLeadForm.ts).
 * A submit its rules refuse is answered with the browser's own bubble carrying the rule's message, and held for the
 * React form like any other press that needs the page's code (initial/heldInput.ts). What is typed meanwhile is kept
 * as the form's draft from the first keystroke, as the form does itself once it is React's: a page that has to be
 * reloaded (initial/reloadWhenReachable.ts) shows it again. The bootstrap inlined in every page runs this
 * (src/bootstrap.ts), before the page's first paint and without waiting for any file: it stays small and
 * library-free; once the page's root is marked started (routes/PageSlot.tsx) the form's own code has it.
 */
import { saveDraft } from '../../initial/drafts.ts';
import { holdSubmit } from '../../initial/heldInput.ts';
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
 * Keeps a lead form's submission before hydration, or a second press of the same one. A submit its rules refuse,
 * after the bubble has said why, or one the device refuses to store, is held for the React form (`holdSubmit`), which
 * shows every message in place, or keeps it its own way.
 */
function keepLead(form: HTMLFormElement, key: LeadFormKey, submitter: HTMLElement | null): void {
  const inputs = leadInputs(form, key);
  if (storing.has(key) || (keptHere.has(key) && inputs.every((input) => input.value === ''))) return;
  const check = checkLead(key, valuesOf(inputs));
  if (!check.ok) {
    const invalid = inputs.find((input) => check.errors[input.name] !== undefined);
    if (invalid) {
      invalid.setCustomValidity(check.errors[invalid.name] ?? '');
      invalid.reportValidity();
      invalid.addEventListener('input', () => invalid.setCustomValidity(''), { once: true });
    }
    holdSubmit(form, submitter);
    return;
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
        holdSubmit(form, submitter);
      });
}

export function keepEarlyLeads(): void {
  const root = () => document.getElementById('root');
  const keep = (event: Event) => {
    const form = (event.target as Element).closest?.('form');
    const key = form?.getAttribute('name') ?? undefined;
    // Started, the form's own code has it, also before this listener is gone: the submit made again for it is its.
    if (!form || !isLeadFormKey(key) || root()?.hasAttribute(STARTED)) return;
    if (event.type === 'input') {
      saveDraft(key, valuesOf(leadInputs(form, key)));
      return;
    }
    // Before the held-input listener of the same document: a lead form's submit is this module's alone.
    event.preventDefault();
    event.stopImmediatePropagation();
    keepLead(form, key, (event as SubmitEvent).submitter);
  };
  const types = ['submit', 'input'];
  for (const type of types) document.addEventListener(type, keep, true);
  // The page's root is marked started once the page is React's; the bootstrap runs before it is parsed, so the
  // whole document is watched.
  const release = new MutationObserver(() => {
    if (!root()?.hasAttribute(STARTED)) return;
    release.disconnect();
    for (const type of types) document.removeEventListener(type, keep, true);
  });
  release.observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: [STARTED] });
}
