/**
 * The lead forms (handle, Telegram, email: docs/architecture.md#lead-forms), built once, in plain DOM, for the page's
 * whole life. The page's bootstrap runs this before the first paint (src/bootstrap.ts), so a form works from the
 * moment it is painted, whether the page's code arrives in a second, late, or never; React only renders the forms'
 * markup, and goes on to what follows a lead.
 * - What is typed is the form's draft from the first keystroke: a reload loses nothing.
 * - A submit is checked against the form's rules (forms/lead/leadRules.ts), whose messages are written into the
 *   empty slots under the fields, and follow the visitor's corrections from then on.
 * - A lead that passes is kept in the outbox under its final id, from where the flushers of this page, of any other
 *   open page of the site, or the worker deliver it, through the way every form submits (lib/outbox/submit.ts); the form is told the outbox's answer: delivered, refused, or kept, with the line saying it will be
 *   sent, within 3 s of the press (at once offline, or when the page's code could not download).
 * - The answer is marked on the form (`data-answer`) for its component, which goes on from it (step 2, the dialog's
 *   thanks, the trial's next page) and, once the page is React's, tells it in the page's toasts; before then a
 *   plain notice tells it here.
 */
import { HONEYPOT_NAME } from '../forms/lead/honeypotName.ts';
import {
  checkLead,
  isLeadFormKey,
  LEAD_FORM_RULES,
  type LeadFields,
  type LeadFormKey,
} from '../forms/lead/leadRules.ts';
import { SUBMITTING, answerWords } from '../forms/lead/leadTexts.ts';
import { newLead } from '../forms/lead/newLead.ts';
import { submit } from '../lib/outbox/submit.ts';
import { saveDraft } from './drafts.ts';
import { STARTED } from './islandAttributes.ts';
import { ANSWER, type LeadAnswer } from './leadAnswer.ts';
import { showNotice } from './notice.ts';
import { entryFailed } from './startEntry.ts';

/** The forms whose lead is being kept and answered: a second press meanwhile is the same submit. */
const answering = new WeakSet<HTMLFormElement>();
/** The forms whose rules' messages are shown: they follow what is typed. */
const checked = new WeakSet<HTMLFormElement>();

function inputsOf(form: HTMLFormElement, key: LeadFormKey): HTMLInputElement[] {
  return Object.keys(LEAD_FORM_RULES[key])
    .map((name) => form.elements.namedItem(name))
    .filter((input) => input instanceof HTMLInputElement);
}

function valuesOf(inputs: HTMLInputElement[]): Record<string, string> {
  return Object.fromEntries(inputs.map((input) => [input.name, input.value]));
}

/** Writes each field's message into its slot (LeadField.tsx), or empties it. */
function showMessages(inputs: HTMLInputElement[], messages: Partial<Record<string, string>>): void {
  for (const input of inputs) {
    const message = messages[input.name] ?? '';
    const slot = document.getElementById(`${input.id}-error`);
    if (slot) slot.textContent = message;
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }
}

/** The answer, marked for the form's component; told here while the page is not React's, or the form has gone. */
function answer(form: HTMLFormElement, key: LeadFormKey, answered: LeadAnswer): void {
  form.setAttribute(ANSWER, answered);
  const live = form.isConnected && document.getElementById('root')?.hasAttribute(STARTED);
  if (live) return;
  const { tone, message, description } = answerWords(key, answered);
  showNotice(message, { tone, description });
}

/**
 * Keeps the lead in the outbox and waits for its answer (lib/outbox/submit.ts). With the page's code missing,
 * no flusher of this page can send it: the form answers once it is kept. Rejects when the device would not store it
 * (nothing was sent, and the form still holds it).
 */
async function keepLead(key: LeadFormKey, fields: LeadFields): Promise<LeadAnswer> {
  const { status } = await submit('lead', newLead(fields), { draftKey: key, waitMs: entryFailed() ? 0 : undefined });
  return status === 'delivered' ? 'sent' : status;
}

async function submitLead(form: HTMLFormElement, key: LeadFormKey): Promise<void> {
  const inputs = inputsOf(form, key);
  const check = checkLead(key, valuesOf(inputs));
  showMessages(inputs, check.ok ? {} : check.errors);
  if (!check.ok) {
    checked.add(form);
    inputs.find((input) => check.errors[input.name])?.focus();
    return;
  }
  checked.delete(form);
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.textContent;
  if (button) {
    button.disabled = true;
    button.textContent = SUBMITTING;
  }
  answering.add(form);
  const honeypot = (form.elements.namedItem(HONEYPOT_NAME) as HTMLInputElement | null)?.value;
  // A bot is told the same as anyone, and nothing is stored.
  const answered = honeypot
    ? 'sent'
    : await keepLead(key, check.fields).catch((error: unknown): LeadAnswer => {
        console.error('[lead] the lead could not be kept', error);
        return 'failed';
      });
  answering.delete(form);
  if (button) {
    button.disabled = false;
    button.textContent = label ?? '';
  }
  // The outbox holds the lead: the form is emptied, so a second press cannot send it again, nor its draft bring
  // it back after a reload.
  if (answered === 'sent' || answered === 'queued') {
    form.reset();
    saveDraft(key, {});
  }
  answer(form, key, answered);
}

export function runLeadForms(): void {
  const leadForm = (event: Event) => {
    // A submit's target is its form; an input's, the field, which knows its form.
    const target = event.target as HTMLFormElement | HTMLInputElement;
    const form = target instanceof HTMLFormElement ? target : target.form;
    const key = form?.getAttribute('name') ?? undefined;
    return form && isLeadFormKey(key) ? { form, key } : undefined;
  };
  document.addEventListener('input', (event) => {
    const lead = leadForm(event);
    if (!lead) return;
    const inputs = inputsOf(lead.form, lead.key);
    const values = valuesOf(inputs);
    saveDraft(lead.key, values);
    if (!checked.has(lead.form)) return;
    const check = checkLead(lead.key, values);
    showMessages(inputs, check.ok ? {} : check.errors);
  });
  // In the capture phase, before the hold on presses that need code (./heldInput.ts): this is the form's code.
  document.addEventListener(
    'submit',
    (event) => {
      const lead = leadForm(event);
      if (!lead) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!answering.has(lead.form)) void submitLead(lead.form, lead.key);
    },
    true,
  );
}
