/**
 * What every lead form does with a lead that passed its rules: treat a filled honeypot as a silent success,
 * attach attribution and the consent in force, hand the lead to the outbox, and tell the visitor with the right toast. No React and no
 * library: the prerendered form, the live form and the entry's hold on early submits (handover/earlyInput.ts) all
 * send through here, so a submission is kept by code the page has from its first download.
 */
import { currentConsentId } from '../../consent/consentRecord.ts';
import { leadToasts } from '../../content/leadToasts.ts';
import { currentAttribution } from '../../lib/attribution.ts';
import { clearDraft } from '../../lib/drafts.ts';
import { toast } from '../../lib/lazyToast.ts';
import { submit } from '../../lib/outbox/outbox.ts';
import { LEAD_ROLE } from '../../shared/leadLimits.ts';
import type { NewLead } from '../../shared/lead.ts';
import { DRAFT_KEYS } from './draftKeys.ts';
import type { LeadFields, LeadFormKey } from './leadRules.ts';

export interface LeadToastTexts {
  success: string;
  /** A definitive refusal by the server. */
  rejected: string;
  /** Anything unexpected (a bug, storage refusing to work). */
  unexpected: string;
  /** `false` when the form announces success itself (e.g. by navigating); failures are always toasted. */
  toastSuccess?: boolean;
}

/** 'sent' and 'queued' are both the success path; 'queued' waits on this device and says so. */
export type LeadSubmitStatus = 'sent' | 'queued';

/** The extra line under the success toast when the lead has to wait. */
export function waitingLine(): string {
  return typeof navigator !== 'undefined' && navigator.onLine === false ? leadToasts.offline : leadToasts.unreachable;
}

/** Sends one lead; the status for the form's success path, or undefined when it failed (and was toasted). */
export async function sendLead(
  { withRole, ...fields }: LeadFields,
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
    const lead: NewLead = {
      ...fields,
      role: withRole ? LEAD_ROLE : null,
      ...currentAttribution(),
      consent_id: currentConsentId(),
    };
    const result = await submit('lead', lead, { draftKey });
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

const LEAD_TEXTS: LeadToastTexts = {
  success: leadToasts.success,
  rejected: leadToasts.rejected,
  unexpected: leadToasts.unexpected,
};

/** Each lead form's toasts (docs/product.md#lead-forms); the embed card has its own success and error texts. */
export const LEAD_TOAST_TEXTS: Record<LeadFormKey, LeadToastTexts> = {
  [DRAFT_KEYS.signup]: LEAD_TEXTS,
  [DRAFT_KEYS.dialog]: LEAD_TEXTS,
  [DRAFT_KEYS.trial]: LEAD_TEXTS,
  [DRAFT_KEYS.embed]: {
    success: leadToasts.embedSuccess,
    rejected: leadToasts.formError,
    unexpected: leadToasts.formError,
  },
};
