/**
 * Leads that earlier versions of the site kept in localStorage, submitted before a page's entry had run: the
 * entry moves each into the outbox under the id it was kept with, and the flushers deliver it. The bootstrap now
 * keeps such a lead in the outbox itself (src/initial/leadForms.ts) and nothing writes this key any more; this goes once no
 * device can still hold one (docs/outbox.md#leads-kept-before-the-app).
 */
import { keepSubmission } from '../../lib/outbox/keep.ts';
import { getOutboxStore } from '../../lib/outbox/store.ts';
import { checkLead, isLeadFormKey } from '../lead/leadRules.ts';
import { newLead } from '../lead/newLead.ts';
import { EARLY_LEADS_STORAGE_KEY } from '../../shared/storageKeys.ts';

interface EarlyLead {
  id: string;
  form: string;
  values: Record<string, string>;
  honeypot: string;
  /** The page it was sent from. */
  path: string;
}

function readEarlyLeads(): EarlyLead[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(EARLY_LEADS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as EarlyLead[]) : [];
  } catch {
    return [];
  }
}

/** Moves the leads kept in localStorage into the outbox; one the outbox holds already (handed over before) stays as it is. */
export async function adoptEarlyLeads(): Promise<void> {
  const leads = readEarlyLeads();
  if (!leads.length) return;
  const held = new Set((await (await getOutboxStore()).list()).map((item) => item.id));
  for (const lead of leads) {
    const check = isLeadFormKey(lead.form) ? checkLead(lead.form, lead.values ?? {}) : undefined;
    // A bot's (honeypot filled) is dropped, as its form would have; so is one kept under rules that have changed.
    if (held.has(lead.id) || lead.honeypot || !check?.ok) continue;
    await keepSubmission('lead', newLead(check.fields, lead.path), { id: lead.id, draftKey: lead.form });
  }
  localStorage.removeItem(EARLY_LEADS_STORAGE_KEY);
}
