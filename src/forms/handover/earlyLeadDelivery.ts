/**
 * The entry's side of the leads kept before it ran (earlyLeads.ts): each goes to the outbox with the id it was kept
 * with, and the form it came from, when it is on this page, shows how it went once it is React's (FormShell takes
 * it with takeEarlySubmission). A lead kept on another page (its entry never ran there: offline, a file that did not
 * arrive) is handed over from here with that page's path.
 */
import { saveDraft } from '../../initial/drafts.ts';
import { checkLead, LEAD_FORM_RULES, type LeadFormKey } from '../lead/leadRules.ts';
import { LEAD_TOAST_TEXTS } from '../lead/leadTexts.ts';
import { type LeadSubmitStatus, sendLead } from '../lead/sendLead.ts';
import { EARLY_LEAD_EVENT, type EarlyLead, forgetEarlyLead, readEarlyLeads } from './earlyLeads.ts';

/*
 * The answer for each form of this page, until that form mounts and shows it. In memory on purpose: the submission
 * itself is in the outbox by then; this only carries the answer across to the form the visitor is looking at.
 */
const answers = new Map<LeadFormKey, Promise<LeadSubmitStatus | undefined>>();
/** Handed over by this page already: the kept copy stays until the outbox has answered. */
const handedOver = new Set<string>();

/** The form's early submission, handed over once: the form that takes it shows its outcome. */
export function takeEarlySubmission(form: LeadFormKey): Promise<LeadSubmitStatus | undefined> | undefined {
  const answer = answers.get(form);
  answers.delete(form);
  return answer;
}

/** Puts a lead the server refused back into its form, as typed, and into its draft. */
function refill(lead: EarlyLead): void {
  const form = document.querySelector<HTMLFormElement>(`form[data-lead-form="${lead.form}"]`);
  for (const name of Object.keys(LEAD_FORM_RULES[lead.form])) {
    const input = form?.elements.namedItem(name);
    if (input instanceof HTMLInputElement) input.value = lead.values[name] ?? '';
  }
  saveDraft(lead.form, lead.values);
}

function handOver(lead: EarlyLead): void {
  if (handedOver.has(lead.id)) return;
  handedOver.add(lead.id);
  const check = checkLead(lead.form, lead.values);
  // Kept by a page whose rules were older than these: nothing that can be stored.
  if (!check.ok) {
    forgetEarlyLead(lead.id);
    return;
  }
  const here = lead.path === window.location.pathname;
  const sending = sendLead(check.fields, lead.honeypot, lead.form, LEAD_TOAST_TEXTS[lead.form], {
    id: lead.id,
    path: lead.path,
    answered: lead.answered,
  });
  if (here) answers.set(lead.form, sending);
  void sending.then((status) => {
    forgetEarlyLead(lead.id);
    if (!status && here) refill(lead);
  });
}

/** Hands over the leads kept so far, and from now on each one as the bootstrap keeps it. */
export function deliverEarlyLeads(): void {
  const all = () => {
    for (const lead of readEarlyLeads()) handOver(lead);
  };
  document.addEventListener(EARLY_LEAD_EVENT, (event) => {
    // This page's code answers the visitor (sendLead), not the bootstrap.
    event.preventDefault();
    all();
  });
  all();
}
