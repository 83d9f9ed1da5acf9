/**
 * Bounds and allowed values of a lead's fields, shared by the lead forms, the edge functions and (copied by hand,
 * checked by tests/backend) the database's check constraints, so every layer refuses the same input. The rules
 * of every text field are in ./textRules.ts.
 */

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
