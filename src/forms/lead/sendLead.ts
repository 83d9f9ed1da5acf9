/**
 * What every lead form does with a lead that passed its rules: treat a filled honeypot as a silent success,
 * attach attribution and the consent in force, hand the lead to the outbox, and tell the visitor with the right toast. No React and no
 * library: the prerendered form, the live form and the leads kept before the entry ran
 * (handover/earlyLeadDelivery.ts) all send through here, so a submission is kept by code the page has from its first download.
 */
import { currentConsentId } from '../../consent/consentRecord.ts';
import { currentAttribution } from '../../initial/attribution.ts';
import { clearDraft } from '../../initial/drafts.ts';
import { toast } from '../../lib/lazyToast.ts';
import { submit } from '../../lib/outbox/outbox.ts';
import { LEAD_ROLE } from '../../shared/leadLimits.ts';
import type { NewLead } from '../../shared/lead.ts';
import type { LeadFields } from './leadRules.ts';
import { type LeadToastTexts, waitingLine } from './leadTexts.ts';

/** 'sent' and 'queued' are both the success path; 'queued' waits on this device and says so. */
export type LeadSubmitStatus = 'sent' | 'queued';

/**
 * Sends one lead; the status for the form's success path, or undefined when it failed (and was toasted). `kept`:
 * a lead kept before the entry ran (handover/earlyLeads.ts), with the id it was kept with and the page it was sent
 * from; `answered` when the page's bootstrap has already told the visitor it is kept: it is then only stored, and
 * the outbox's flushers deliver it and say so (app/outboxNotices.ts).
 */
export async function sendLead(
  { withRole, ...fields }: LeadFields,
  honeypot: string | undefined,
  draftKey: string,
  texts: LeadToastTexts,
  kept?: { id: string; path: string; answered: boolean },
): Promise<LeadSubmitStatus | undefined> {
  const success = (description?: string) => {
    if (texts.toastSuccess !== false) toast.success(texts.success, description ? { description } : undefined);
  };
  try {
    if (honeypot) {
      // A bot: look successful, store nothing.
      clearDraft(draftKey);
      if (!kept?.answered) success();
      return 'sent';
    }
    const lead: NewLead = {
      ...fields,
      role: withRole ? LEAD_ROLE : null,
      ...currentAttribution(kept?.path),
      consent_id: currentConsentId(),
    };
    const result = await submit('lead', lead, { draftKey, id: kept?.id, deliver: !kept?.answered });
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
    if (!kept?.answered) success(waitingLine());
    return 'queued';
  } catch (error) {
    console.error('[lead] submit failed', error);
    toast.error(texts.unexpected);
    return undefined;
  }
}
