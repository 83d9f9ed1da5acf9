/**
 * What every lead form does with a lead that passed its rules once the page is React's: treat a filled honeypot
 * as a silent success, hand the lead (newLead.ts) to the outbox, and tell the visitor with the right toast. No
 * React and no library: a submission is kept by code the page has from its first download. Before then the
 * bootstrap keeps a lead itself
 * (handover/earlyInput.ts).
 */
import { clearDraft } from '../../initial/drafts.ts';
import { toast } from '../../toast/lazyToast.ts';
import { submit } from '../../lib/outbox/outbox.ts';
import type { LeadFields } from './leadRules.ts';
import { newLead } from './newLead.ts';
import { type LeadToastTexts, waitingLine } from './leadTexts.ts';

/** 'sent' and 'queued' are both the success path; 'queued' waits on this device and says so. */
export type LeadSubmitStatus = 'sent' | 'queued';

/** Sends one lead; the status for the form's success path, or undefined when it failed (and was toasted). */
export async function sendLead(
  fields: LeadFields,
  honeypot: string | undefined,
  draftKey: string,
  texts: LeadToastTexts,
): Promise<LeadSubmitStatus | undefined> {
  const success = (description?: string) => {
    if (texts.toastSuccess !== false) toast.success(texts.success, description ? { description } : undefined);
  };
  try {
    if (honeypot) {
      // A bot: look successful, store nothing.
      clearDraft(draftKey);
      success();
      return 'sent';
    }
    const result = await submit('lead', newLead(fields), { draftKey });
    if (result.status === 'rejected') {
      toast.error(texts.rejected);
      return undefined;
    }
    // Kept or delivered, the lead is the outbox's now: a draft that brought it back into the form after a
    // reload would only invite sending it twice.
    clearDraft(draftKey);
    if (result.status === 'delivered') {
      success();
      return 'sent';
    }
    success(waitingLine());
    return 'queued';
  } catch (error) {
    console.error('[lead] submit failed', error);
    toast.error(texts.unexpected);
    return undefined;
  }
}
