/**
 * Where a lead came from. Two touches, each the campaign a visit arrived through (utm_* parameters, X's click id
 * `twclid`, Telegram's start parameter), the origin of the site that referred it, its landing page and when:
 * - the **last touch**, this visit's, in sessionStorage: a later URL of the same visit that carries campaign
 *   parameters replaces it (the latest campaign the visitor arrived through wins);
 * - the **first touch**, in localStorage for 90 days: the first visit this device made, so a lead sent days after
 *   the post that brought it still names that post.
 * The visit's browser context (lib/browserContext.ts) is read once, with the last touch. The entry captures both
 * before anything else runs, so a visitor who leaves the landing page at once is still attributed. Storage can be
 * blocked (a partner's iframe, strict privacy settings): attribution is then best effort, never an error.
 * Page code only; read in effects and event handlers, never during render.
 */
import { BROWSER_CONTEXTS, type BrowserContext, FIRST_SEEN_MAX, FIRST_SEEN_MIN, FORBIDDEN_TEXT_REGEX, LEAD_LIMITS, UTM_FIELDS } from '../../supabase/functions/_shared/limits.ts';
import type { NewLead } from '../../supabase/functions/_shared/store.ts';
import { currentBrowserContext } from './browserContext.ts';

export type UtmField = (typeof UTM_FIELDS)[number];

/** sessionStorage key of the last touch and localStorage key of the first; the cookie policy names both. */
export const ATTRIBUTION_STORAGE_KEY = 'rr-attribution';
export const FIRST_TOUCH_STORAGE_KEY = 'rr-first-touch';
/** How long the first touch is kept: after that, the next visit is a first touch again. */
export const FIRST_TOUCH_DAYS = 90;

interface Touch {
  utm: Partial<Record<UtmField, string>>;
  /** The referring site's origin: its path may name a private page, and the origin is what marketing reads. */
  referrer: string | null;
  landing_path: string | null;
  twclid: string | null;
  tg_start_param: string | null;
  /** Epoch ms. */
  at: number;
}

interface Visit extends Touch {
  context: BrowserContext;
}

/** The fields a lead carries about where it came from. */
export type Attribution = Omit<NewLead, 'project' | 'telegram' | 'email' | 'role' | 'consent_id'>;

const FORBIDDEN = new RegExp(FORBIDDEN_TEXT_REGEX.source, 'g');

/**
 * A value the database will take: a link can carry anything (`?utm_campaign=a%0Ab`), and a lead the database
 * refused for its campaign would be a lead lost. Control and invisible characters go, the rest is cut to `max`.
 */
function clip(value: unknown, max: number): string | null {
  const text = typeof value === 'string' ? value.replace(FORBIDDEN, '').trim().slice(0, max) : '';
  return text || null;
}

function storage(kind: 'sessionStorage' | 'localStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

function read<T extends Touch>(kind: 'sessionStorage' | 'localStorage', key: string): T | undefined {
  try {
    const parsed: unknown = JSON.parse(storage(kind)?.getItem(key) ?? 'null');
    // A record of another shape (an older version of this module, a hand edit) is no record.
    return parsed && typeof parsed === 'object' && typeof (parsed as Touch).at === 'number' && typeof (parsed as Touch).utm === 'object' ? (parsed as T) : undefined;
  } catch {
    return undefined;
  }
}

function write(kind: 'sessionStorage' | 'localStorage', key: string, value: Touch): void {
  try {
    storage(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or blocked storage: nothing to keep.
  }
}

/** Telegram puts a Mini App's start parameter in the query (`startapp`) or, for the web app, in the fragment. */
function telegramStartParam(url: URL): string | null {
  return url.searchParams.get('tgWebAppStartParam') ?? url.searchParams.get('startapp') ?? new URLSearchParams(url.hash.slice(1)).get('tgWebAppStartParam');
}

/** The campaign `url` carries, if any. */
function campaignOf(url: URL): Pick<Touch, 'utm' | 'twclid' | 'tg_start_param'> | undefined {
  const utm: Touch['utm'] = {};
  for (const field of UTM_FIELDS) {
    const value = clip(url.searchParams.get(field), LEAD_LIMITS.utmMax);
    if (value) utm[field] = value;
  }
  const twclid = clip(url.searchParams.get('twclid'), LEAD_LIMITS.twclidMax);
  const tg_start_param = clip(telegramStartParam(url), LEAD_LIMITS.tgStartParamMax);
  return Object.keys(utm).length > 0 || twclid || tg_start_param ? { utm, twclid, tg_start_param } : undefined;
}

/**
 * Call on every page load, first thing. The visit's first page starts the last touch (and the first touch, when
 * the device has none younger than FIRST_TOUCH_DAYS); a later page whose URL carries a campaign replaces the
 * campaign and landing page of the last touch. Returns the visit's last touch.
 */
export function captureAttribution(href: string = window.location.href, referrer: string = document.referrer, now: number = Date.now()): Visit {
  const url = new URL(href);
  const campaign = campaignOf(url);
  const landing = { landing_path: clip(url.pathname, LEAD_LIMITS.pagePathMax), at: now };
  const visit = read<Visit>('sessionStorage', ATTRIBUTION_STORAGE_KEY);
  if (visit && !campaign) return visit;
  let external: string | null = null;
  try {
    external = referrer && new URL(referrer).origin !== url.origin ? clip(new URL(referrer).origin, LEAD_LIMITS.referrerMax) : null;
  } catch {
    // Not a URL (some web views send odd values): no referrer.
  }
  const touch: Visit = visit
    ? { ...visit, ...campaign!, ...landing }
    : { utm: {}, twclid: null, tg_start_param: null, ...campaign, ...landing, referrer: external, context: currentBrowserContext() };
  write('sessionStorage', ATTRIBUTION_STORAGE_KEY, touch);
  const first = read<Touch>('localStorage', FIRST_TOUCH_STORAGE_KEY);
  if (!first || now - first.at > FIRST_TOUCH_DAYS * 86_400_000) {
    const { context: _context, ...firstTouch } = touch;
    write('localStorage', FIRST_TOUCH_STORAGE_KEY, firstTouch);
  }
  return touch;
}

/** The browser context of this visit, as the entry read it on the visit's first page. */
export function visitBrowserContext(): BrowserContext {
  const context = read<Visit>('sessionStorage', ATTRIBUTION_STORAGE_KEY)?.context;
  return context && BROWSER_CONTEXTS.includes(context) ? context : currentBrowserContext();
}

/** The attribution to store with a lead sent from `pathname` now. */
export function currentAttribution(pathname: string = window.location.pathname): Attribution {
  // A form sent before the entry's capture ran, or with storage blocked: this page is the landing page.
  const last = read<Visit>('sessionStorage', ATTRIBUTION_STORAGE_KEY) ?? captureAttribution();
  const first = read<Touch>('localStorage', FIRST_TOUCH_STORAGE_KEY);
  const { utmMax, referrerMax, pagePathMax, twclidMax, tgStartParamMax } = LEAD_LIMITS;
  const utm = (touch: Touch | undefined, field: UtmField) => clip(touch?.utm?.[field], utmMax);
  const seen = first?.at ?? Number.NaN;
  return {
    page_path: clip(pathname, pagePathMax),
    utm_source: utm(last, 'utm_source'),
    utm_medium: utm(last, 'utm_medium'),
    utm_campaign: utm(last, 'utm_campaign'),
    utm_content: utm(last, 'utm_content'),
    utm_term: utm(last, 'utm_term'),
    referrer: clip(last?.referrer, referrerMax),
    landing_path: clip(last?.landing_path, pagePathMax),
    twclid: clip(last?.twclid, twclidMax),
    tg_start_param: clip(last?.tg_start_param, tgStartParamMax),
    first_utm_source: utm(first, 'utm_source'),
    first_utm_medium: utm(first, 'utm_medium'),
    first_utm_campaign: utm(first, 'utm_campaign'),
    first_utm_content: utm(first, 'utm_content'),
    first_utm_term: utm(first, 'utm_term'),
    first_referrer: clip(first?.referrer, referrerMax),
    first_landing_path: clip(first?.landing_path, pagePathMax),
    first_twclid: clip(first?.twclid, twclidMax),
    first_tg_start_param: clip(first?.tg_start_param, tgStartParamMax),
    // Outside these bounds the time can only come from a wrong clock or a damaged record: better none.
    first_seen_at: seen >= Date.parse(FIRST_SEEN_MIN) && seen < Date.parse(FIRST_SEEN_MAX) ? new Date(seen).toISOString() : null,
    browser_context: visitBrowserContext(),
  };
}
