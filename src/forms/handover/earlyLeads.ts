/**
 * Lead submissions made before the page's entry has run, kept in localStorage: the bootstrap inlined in the page
 * (src/bootstrap.ts) writes them, the entry hands them to the outbox (earlyLeadDelivery.ts), on this page or on
 * whichever page of the site opens next. Each carries the id its outbox item and its row will have, so handing
 * one over twice (a page closed in between) still stores and delivers it once. Plain code, no library: it is part
 * of the bootstrap.
 */
import type { LeadFormKey } from '../lead/leadRules.ts';

/** localStorage key of the kept submissions; the cookie policy's list of what the site stores names it. */
export const EARLY_LEADS_STORAGE_KEY = 'rr-early-leads';
/**
 * Dispatched on `document`, cancelable, when the bootstrap has kept one: an entry already running hands it over and
 * cancels the event, and the form's own code answers the visitor. Not cancelled, the bootstrap answers.
 */
export const EARLY_LEAD_EVENT = 'rr:early-lead';

export interface EarlyLead {
  /** The outbox item's id, and so the lead row's. */
  id: string;
  form: LeadFormKey;
  /** The form's values as typed; they passed the form's rules. */
  values: Record<string, string>;
  honeypot: string;
  /** The page it was sent from: its lead row says so wherever it is handed over. */
  path: string;
  /** The bootstrap told the visitor it is kept: the outbox's flushers say when it is delivered. */
  answered: boolean;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readEarlyLeads(): EarlyLead[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(EARLY_LEADS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as EarlyLead[]) : [];
  } catch {
    return [];
  }
}

function write(leads: EarlyLead[]): void {
  if (leads.length === 0) storage()?.removeItem(EARLY_LEADS_STORAGE_KEY);
  else storage()?.setItem(EARLY_LEADS_STORAGE_KEY, JSON.stringify(leads));
}

/** Keeps a submission; throws where storage refuses (blocked, full): the caller then keeps it another way. */
export function keepEarlyLead(lead: EarlyLead): void {
  write([...readEarlyLeads(), lead]);
}

/** Notes that the visitor has been told the lead is kept. */
export function markAnswered(id: string): void {
  try {
    write(readEarlyLeads().map((lead) => (lead.id === id ? { ...lead, answered: true } : lead)));
  } catch {
    // blocked storage: the lead was not kept there either
  }
}

export function forgetEarlyLead(id: string): void {
  try {
    write(readEarlyLeads().filter((lead) => lead.id !== id));
  } catch {
    // blocked storage: nothing was kept there
  }
}
