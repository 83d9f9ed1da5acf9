/**
 * The row a lead that passed its form's rules becomes: its fields, the role line when the form asks for it, where
 * the visit came from and the consent in force. One home for it: the lead forms keep a lead in this shape
 * (src/initial/leadForms.ts). No React, no library: the bootstrap inlines it.
 */
import { currentConsentId } from '../../consent/consentRecord.ts';
import { currentAttribution } from '../../initial/attribution.ts';
import { LEAD_ROLE, type NewLead } from '../../shared/lead.ts';
import type { LeadFields } from './leadRules.ts';

/** `path`: the page the lead was sent from, when that is not this one. */
export function newLead({ withRole, ...fields }: LeadFields, path?: string): NewLead {
  return { ...fields, role: withRole ? LEAD_ROLE : null, ...currentAttribution(path), consent_id: currentConsentId() };
}
