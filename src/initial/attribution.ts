/**
 * Where a lead came from. Two touches, each the campaign a visit arrived through (utm_* parameters, X's click id
 * `twclid`, Telegram's start parameter), the origin of the site that referred it, its landing page and when:
 * - the **last touch**, this visit's, in sessionStorage: a later URL of the same visit that carries campaign
 *   parameters replaces its campaign and landing page (the latest campaign the visitor arrived through wins);
 * - the **first touch**, in localStorage for 90 days: the first visit this device made, so a lead sent days after
 *   the post that brought it still names that post. Kept only while the visitor allows analytics or advertising
 *   and the browser sends no Global Privacy Control signal (a record that outlives the visit is tracking): until
 *   then only this visit's touch exists, and a choice that allows it keeps this visit's touch as the first.
 * The visit's browser context (initial/browserContext.ts) is read once, with the last touch. The page's bootstrap
 * captures both before anything else runs (src/bootstrap.ts), so a visitor who leaves the landing page at once is
 * still attributed. Storage can be
 * blocked (a partner's iframe, strict privacy settings): attribution is then best effort, never an error.
 * Every page carries this module inline, in its bootstrap, so it stays small: one list of fields drives capture and
 * reading.
 * Page code only; read in effects and event handlers, never during render.
 */
import { BROWSER_CONTEXTS, type BrowserContext } from '../shared/browserContexts.ts';
import { FIRST_SEEN_MAX, FIRST_SEEN_MIN, LEAD_LIMITS, type NewLead, UTM_FIELDS } from '../shared/lead.ts';
import { FORBIDDEN_TEXT_REGEX } from '../shared/textRules.ts';
import { ATTRIBUTION_STORAGE_KEY, FIRST_TOUCH_STORAGE_KEY } from '../shared/storageKeys.ts';
import { currentBrowserContext } from './browserContext.ts';
import { browserStorage, globalPrivacyControl, readConsent } from '../consent/consentRecord.ts';

/** How long the first touch is kept: after that, the next visit is a first touch again. */
export const FIRST_TOUCH_DAYS = 90;

/** What a campaign link carries, each with the longest value its column takes. */
const CAMPAIGN: readonly [CampaignField, number][] = [
  ...UTM_FIELDS.map((field) => [field, LEAD_LIMITS.utmMax] as [CampaignField, number]),
  ['twclid', LEAD_LIMITS.twclidMax],
  ['tg_start_param', LEAD_LIMITS.tgStartParamMax],
];
/** And every field of a touch. The referrer is the referring site's origin: its path may name a private page. */
const TOUCH: readonly [TouchField, number][] = [
  ...CAMPAIGN,
  ['referrer', LEAD_LIMITS.referrerMax],
  ['landing_path', LEAD_LIMITS.pagePathMax],
];

type CampaignField = (typeof UTM_FIELDS)[number] | 'twclid' | 'tg_start_param';
type TouchField = CampaignField | 'referrer' | 'landing_path';
type Touch = Partial<Record<TouchField, string | null>> & { /** Epoch ms. */ at: number };
type Visit = Touch & { context?: BrowserContext };

/** The fields a lead carries about where it came from. */
export type Attribution = Omit<NewLead, 'project' | 'telegram' | 'email' | 'role' | 'consent_id'>;

const FORBIDDEN = new RegExp(FORBIDDEN_TEXT_REGEX.source, 'g');

/**
 * A value the database will take: a link can carry anything (`?utm_campaign=a%0Ab`), and a lead the database
 * refused for its campaign would be a lead lost. Control and invisible characters go, the rest is cut to `max`.
 */
function clip(value: unknown, max: number): string | null {
  return (typeof value === 'string' && value.replace(FORBIDDEN, '').trim().slice(0, max)) || null;
}

type Kind = 'sessionStorage' | 'localStorage';

function read(kind: Kind, key: string): Visit | undefined {
  try {
    const parsed = JSON.parse(window[kind].getItem(key) ?? 'null') as Visit | null;
    // A record of another shape (an older version of this module, a hand edit) is no record.
    return typeof parsed?.at === 'number' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function write(kind: Kind, key: string, value: Touch): void {
  try {
    window[kind].setItem(key, JSON.stringify(value));
  } catch {
    // Quota or blocked storage: nothing to keep.
  }
}

/** Whether the stored cookie choice lets a touch outlive the visit: analytics or advertising, and no GPC. */
function mayKeepFirstTouch(
  consent: { analytics: boolean; advertising: boolean } | null = readConsent(browserStorage()),
): boolean {
  return !globalPrivacyControl() && (consent?.analytics === true || consent?.advertising === true);
}

/**
 * Keeps this visit's touch as the first touch (when the device has none younger than FIRST_TOUCH_DAYS), or deletes
 * the first touch, as the cookie choice `consent` allows. The consent store calls it with each choice, this tab's
 * or another's; `now` and `visit` default to this moment and this visit's touch.
 */
export function applyFirstTouchConsent(
  consent: { analytics: boolean; advertising: boolean } | null,
  now: number = Date.now(),
  visit: Touch | undefined = read('sessionStorage', ATTRIBUTION_STORAGE_KEY),
): void {
  if (!mayKeepFirstTouch(consent)) {
    try {
      window.localStorage.removeItem(FIRST_TOUCH_STORAGE_KEY);
    } catch {
      // Blocked storage holds nothing to delete.
    }
    return;
  }
  const first = read('localStorage', FIRST_TOUCH_STORAGE_KEY);
  if (visit && (!first || now - first.at > FIRST_TOUCH_DAYS * 86_400_000))
    write('localStorage', FIRST_TOUCH_STORAGE_KEY, { ...visit, context: undefined } as Touch);
}

/**
 * Call on every page load, first thing. The visit's first page starts the last touch (and the first touch, when
 * the device has none younger than FIRST_TOUCH_DAYS); a later page whose URL carries a campaign replaces the
 * campaign and landing page of the last touch. Returns the visit's last touch.
 */
export function captureAttribution(
  href: string = window.location.href,
  referrer: string = document.referrer,
  now: number = Date.now(),
): Visit {
  const url = new URL(href);
  // Telegram puts a Mini App's start parameter in the query (`startapp`) or, for its web apps, in the fragment.
  const parameter = (field: CampaignField) =>
    field === 'tg_start_param'
      ? (url.searchParams.get('tgWebAppStartParam') ??
        url.searchParams.get('startapp') ??
        new URLSearchParams(url.hash.slice(1)).get('tgWebAppStartParam'))
      : url.searchParams.get(field);
  const campaign = Object.fromEntries(CAMPAIGN.map(([field, max]) => [field, clip(parameter(field), max)]));
  const hasCampaign = Object.values(campaign).some(Boolean);
  const visit = read('sessionStorage', ATTRIBUTION_STORAGE_KEY);
  if (visit && !hasCampaign) {
    applyFirstTouchConsent(readConsent(browserStorage()), now, visit);
    return visit;
  }
  let origin: string | null = null;
  try {
    origin = new URL(referrer).origin;
  } catch {
    // No referrer, or not a URL (some web views send odd values).
  }
  const touch: Visit = {
    ...(visit ?? {
      referrer: origin !== url.origin ? clip(origin, LEAD_LIMITS.referrerMax) : null,
      context: currentBrowserContext(),
    }),
    ...campaign,
    landing_path: clip(url.pathname, LEAD_LIMITS.pagePathMax),
    at: now,
  };
  write('sessionStorage', ATTRIBUTION_STORAGE_KEY, touch);
  applyFirstTouchConsent(readConsent(browserStorage()), now, touch);
  return touch;
}

/** The browser context of this visit, as the entry read it on the visit's first page. */
export function visitBrowserContext(): BrowserContext {
  const context = read('sessionStorage', ATTRIBUTION_STORAGE_KEY)?.context;
  return context && BROWSER_CONTEXTS.includes(context) ? context : currentBrowserContext();
}

/** The attribution to store with a lead sent from `pathname` now. */
export function currentAttribution(pathname: string = window.location.pathname): Attribution {
  // A form sent before the entry's capture ran, or with storage blocked: this page is the landing page.
  const last = read('sessionStorage', ATTRIBUTION_STORAGE_KEY) ?? captureAttribution();
  const first = mayKeepFirstTouch() ? read('localStorage', FIRST_TOUCH_STORAGE_KEY) : undefined;
  const seen = first?.at ?? Number.NaN;
  const fields: Record<string, string | null> = {};
  for (const [field, max] of TOUCH) {
    fields[field] = clip(last[field], max);
    fields[`first_${field}`] = clip(first?.[field], max);
  }
  return {
    ...(fields as Omit<Attribution, 'page_path' | 'first_seen_at' | 'browser_context'>),
    page_path: clip(pathname, LEAD_LIMITS.pagePathMax),
    // Outside these bounds the time can only come from a wrong clock or a damaged record: better none.
    first_seen_at:
      seen >= Date.parse(FIRST_SEEN_MIN) && seen < Date.parse(FIRST_SEEN_MAX) ? new Date(seen).toISOString() : null,
    browser_context: visitBrowserContext(),
  };
}
