import type { BrowserContext } from './browserContexts.ts';

/**
 * A lead as the browser inserts it into `leads` (the outbox adds the id). One shape for the page's insert, the
 * table (its migrations) and the Slack message the edge functions build from the stored row.
 */
export interface NewLead {
  project: string;
  telegram: string | null;
  email: string | null;
  role: 'Other' | null;
  /** The page the form was sent from. */
  page_path: string | null;
  // Last touch: the campaign of this visit and where it began.
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_term: string | null;
  /** The origin of the site that referred the visit (a full URL in leads sent before first touches existed). */
  referrer: string | null;
  landing_path: string | null;
  twclid: string | null;
  tg_start_param: string | null;
  // First touch: the same, as this device first recorded them (kept 90 days), and when.
  first_utm_source: string | null;
  first_utm_medium: string | null;
  first_utm_campaign: string | null;
  first_utm_content: string | null;
  first_utm_term: string | null;
  first_referrer: string | null;
  first_landing_path: string | null;
  first_twclid: string | null;
  first_tg_start_param: string | null;
  /** ISO 8601. */
  first_seen_at: string | null;
  browser_context: BrowserContext | null;
  /** The consent record in force when the lead was sent. */
  consent_id: string | null;
}

/** A stored lead, as the Slack message reads it. */
export interface LeadRow extends Omit<NewLead, 'role' | 'browser_context'> {
  id: string;
  role: string | null;
  browser_context: string | null;
  /** ISO 8601, the database's clock. */
  created_at: string;
}
