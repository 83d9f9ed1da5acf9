import type { BrowserContext } from './browserContexts.ts';

/**
 * A lead: its shape as the browser inserts it into `leads` (the outbox adds the id), and the bounds and allowed
 * values of its fields. One home for both, shared by the lead forms, the edge functions and (copied by hand, checked
 * by tests/backend) the table's migrations and check constraints, so every layer stores and refuses the same thing.
 * The rules of every text field are in ./textRules.ts.
 */

/** A new lead's row; the Slack message is built from the stored one. */
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

export const LEAD_LIMITS = {
  /** The X handle or project name: 1..100 characters once trimmed. */
  projectMax: 100,
  telegramMax: 64,
  emailMax: 254,
  pagePathMax: 512,
  /** Each of utm_source, utm_medium, utm_campaign, utm_content, utm_term. */
  utmMax: 256,
  referrerMax: 1024,
  /** X's click id (`twclid`), as X appends it to a promoted post's link. */
  twclidMax: 256,
  /** Telegram's start parameter (`startapp`/`tgWebAppStartParam`, at most 512 characters in Telegram's own rules). */
  tgStartParamMax: 512,
} as const;

/**
 * The earliest first-touch time a lead may carry: before the site existed it can only be a phone's wrong clock,
 * and the page sends none rather than have the lead refused.
 */
export const FIRST_SEEN_MIN = '2025-01-01T00:00:00Z';
/** And the bound after which a time can only be a damaged record. */
export const FIRST_SEEN_MAX = '2100-01-01T00:00:00Z';

/** The only value `leads.role` may hold besides null: the lead dialog's (docs/product.md#lead-forms). */
export const LEAD_ROLE = 'Other';

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

/**
 * A handle that shows nothing: empty, or only whitespace and the zero-width characters trim() and btrim() keep
 * (zero-width space/joiners, word joiner, BOM), optionally after the '@' the lead dialog adds. The form calls
 * it missing; the migration's `leads_project_visible` check uses this exact pattern (JavaScript and PostgreSQL
 * read it alike).
 */
export const EMPTY_HANDLE_PATTERN = '^@?[\\s\\u200b-\\u200d\\u2060\\ufeff]*$';
export const EMPTY_HANDLE_REGEX = new RegExp(EMPTY_HANDLE_PATTERN);
