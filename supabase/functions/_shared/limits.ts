/**
 * Bounds and allowed values shared by the front end's zod schemas, the edge functions and (copied by hand,
 * checked by tests/backend) the database's check constraints, so every layer refuses the same input.
 * Plain TypeScript without imports: Vite, Node and Deno all load it as is.
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
 * Where the page runs, as far as marketing and support need to know: which app's in-app browser, another app's
 * web view, the installed site, or a browser. Stored with leads, crypto sign-ups and field vitals.
 */
export const BROWSER_CONTEXTS = [
  'x-inapp',
  'telegram-inapp',
  'instagram-inapp',
  'facebook-inapp',
  'linkedin-inapp',
  'webview',
  'installed',
  'browser',
] as const;
export type BrowserContext = (typeof BROWSER_CONTEXTS)[number];

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
 * A deliberately simple address check that JavaScript RegExp and PostgreSQL regular expressions read the same
 * way (the migration's `email ~ '…'` constraints use this exact pattern).
 */
export const EMAIL_PATTERN = "^[A-Za-z0-9._%+'-]+@([A-Za-z0-9-]+\\.)+[A-Za-z]{2,}$";
export const EMAIL_REGEX = new RegExp(EMAIL_PATTERN);

/**
 * Characters no text field may contain: ASCII and C1 control characters (newlines included: every field is a
 * single line) and the invisible bidirectional controls that can make a Slack message or admin view read
 * differently from what was stored. Letters of right-to-left scripts are fine.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it forbids.
export const FORBIDDEN_TEXT_REGEX = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/;

/**
 * A handle that shows nothing: empty, or only whitespace and the zero-width characters trim() and btrim() keep
 * (zero-width space/joiners, word joiner, BOM), optionally after the '@' the lead dialog adds. The form calls
 * it missing; the migration's `leads_project_visible` check uses this exact pattern (JavaScript and PostgreSQL
 * read it alike).
 */
export const EMPTY_HANDLE_PATTERN = '^@?[\\s\\u200b-\\u200d\\u2060\\ufeff]*$';
export const EMPTY_HANDLE_REGEX = new RegExp(EMPTY_HANDLE_PATTERN);
