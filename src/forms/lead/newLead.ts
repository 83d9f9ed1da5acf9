/**
 * The row a lead that passed its form's rules becomes: its fields, the role line when the form asks for it, where
 * the visit came from and the consent in force. One home for it: the bootstrap keeps a lead in this shape before
 * the page's app has arrived (handover/earlyInput.ts), and every form sends it through sendLead.ts. No React, no
 * library: the bootstrap inlines it.
 */
import { currentConsentId } from '../../consent/consentRecord.ts';
import { currentAttribution } from '../../initial/attribution.ts';
import { LEAD_ROLE, type NewLead } from '../../shared/lead.ts';
import type { LeadFields } from './leadRules.ts';

/** `path`: the page the lead was sent from, when that is not this one. */
export function newLead({ withRole, ...fields }: LeadFields, path?: string): NewLead {
  return { ...fields, role: withRole ? LEAD_ROLE : null, ...currentAttribution(path), consent_id: currentConsentId() };
}
