/**
 * Lead submissions the entry kept before the page was React's (src/lib/earlyInput.ts), by form, until that
 * form mounts and shows how it went (useLiveForm). In-memory on purpose: the submission itself is already in
 * the outbox; this only carries the answer across to the form the visitor is looking at.
 */
import type { LeadFormKey } from './leadRules.ts';
import type { LeadSubmitStatus } from './sendLead.ts';

const early = new Map<LeadFormKey, Promise<LeadSubmitStatus | undefined>>();
const inFlight = new Set<LeadFormKey>();

export function recordEarlySubmission(form: LeadFormKey, sending: Promise<LeadSubmitStatus | undefined>): void {
  early.set(form, sending);
  inFlight.add(form);
  void sending.finally(() => inFlight.delete(form));
}

/** Whether a submission of this form is still on its way: a second tap before hydration submits once. */
export function isEarlySubmissionInFlight(form: LeadFormKey): boolean {
  return inFlight.has(form);
}

/** The form's early submission, handed over once: the form that takes it shows its outcome. */
export function takeEarlySubmission(form: LeadFormKey): Promise<LeadSubmitStatus | undefined> | undefined {
  const sending = early.get(form);
  early.delete(form);
  return sending;
}
