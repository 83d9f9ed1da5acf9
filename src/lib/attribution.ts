/**
 * Where a lead came from: the UTM parameters of the visit's landing URL, the external referrer and the page
 * the form was sent from. Kept in sessionStorage for the visit, so a visitor who lands on /np1?utm_source=x and
 * submits on /signup is attributed. Page code only; read in effects and event handlers, never during render.
 */
import { LEAD_LIMITS, UTM_FIELDS } from '../../supabase/functions/_shared/limits.ts';

export type UtmField = (typeof UTM_FIELDS)[number];

export type Attribution = Record<UtmField, string | null> & { referrer: string | null; page_path: string | null };

/** sessionStorage key; the cookie policy names it. */
export const ATTRIBUTION_STORAGE_KEY = 'rr-attribution';

interface Stored {
  utm: Partial<Record<UtmField, string>>;
  referrer: string | null;
}

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // blocked storage (a partner's iframe, strict privacy settings): attribution is best effort
  }
}

function read(): Stored | undefined {
  try {
    const parsed: unknown = JSON.parse(session()?.getItem(ATTRIBUTION_STORAGE_KEY) ?? 'null');
    return parsed && typeof parsed === 'object' ? (parsed as Stored) : undefined;
  } catch {
    return undefined;
  }
}

const clip = (value: string, max: number) => value.slice(0, max);

/**
 * Call on every page load. The first page of the visit records the referrer; any URL that carries UTM
 * parameters replaces the stored set (the latest campaign the visitor arrived through wins).
 */
export function captureAttribution(url: string = window.location.href, referrer: string = document.referrer): void {
  const params = new URL(url).searchParams;
  const utm: Stored['utm'] = {};
  for (const field of UTM_FIELDS) {
    const value = params.get(field)?.trim();
    if (value) utm[field] = clip(value, LEAD_LIMITS.utmMax);
  }
  const stored = read();
  const external = referrer && new URL(referrer, url).origin !== new URL(url).origin ? clip(referrer, LEAD_LIMITS.referrerMax) : null;
  const next: Stored = {
    utm: Object.keys(utm).length > 0 ? utm : (stored?.utm ?? {}),
    referrer: stored ? stored.referrer : external,
  };
  try {
    session()?.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // quota or blocked storage: nothing to keep
  }
}

/** The attribution to store with a lead sent from `pathname` now. */
export function currentAttribution(pathname: string = window.location.pathname): Attribution {
  // A form sent before the idle-time capture ran: the current page is the landing page.
  if (!read()) captureAttribution();
  const stored = read();
  const utm = Object.fromEntries(UTM_FIELDS.map((field) => [field, stored?.utm[field] ?? null])) as Record<UtmField, string | null>;
  return { ...utm, referrer: stored?.referrer ?? null, page_path: clip(pathname, LEAD_LIMITS.pagePathMax) };
}
