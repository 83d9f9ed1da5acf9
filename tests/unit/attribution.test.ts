import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyFirstTouchConsent, captureAttribution, currentAttribution } from '../../src/initial/attribution.ts';
import { ATTRIBUTION_STORAGE_KEY, FIRST_TOUCH_STORAGE_KEY } from '../../src/shared/storageKeys.ts';

/** One device: localStorage lives across visits, sessionStorage only for one. */
class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem'> {
  values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

/** The cookie choice a device has stored (src/consent/consentRecord.ts), or none. */
function choose(choice: { analytics: boolean; advertising: boolean } | null) {
  if (!choice) local.removeItem(CONSENT_KEY);
  else
    local.setItem(
      CONSENT_KEY,
      JSON.stringify({ version: 1, timestamp: '2026-11-23T08:59:00.000Z', essential: true, ...choice }),
    );
}
const CONSENT_KEY = 'rr-cookie-consent';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const X_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.105 Mobile Safari/537.36 TwitterAndroid';
const DAY = 86_400_000;
const ANALYTICS = { analytics: true, advertising: false };
const MONDAY = Date.parse('2026-11-23T09:00:00Z');

let local: MemoryStorage;
let session: MemoryStorage;

/** A device whose visitor allowed analytics (the first touch is kept), unless `consent` says otherwise. */
function device(userAgent = CHROME_ANDROID, consent: { analytics: boolean; advertising: boolean } | null = ANALYTICS) {
  local = new MemoryStorage();
  session = new MemoryStorage();
  choose(consent);
  vi.stubGlobal('navigator', { userAgent });
  vi.stubGlobal('window', {
    localStorage: local,
    sessionStorage: session,
    matchMedia: () => ({ matches: false }),
    location: { href: 'https://replyrocket.io/', pathname: '/' },
  });
  vi.stubGlobal('document', { referrer: '' });
}

/** A new visit on the same device (a new tab, days later). */
function newVisit() {
  session = new MemoryStorage();
  (window as unknown as { sessionStorage: MemoryStorage }).sessionStorage = session;
}

beforeEach(() => device());
afterEach(() => vi.unstubAllGlobals());

describe('first and last touch', () => {
  it('records a campaign landing as both touches: parameters, the referring origin only, the landing page, the context', () => {
    device(X_ANDROID);
    captureAttribution(
      'https://replyrocket.io/np1?utm_source=x&utm_medium=social&utm_campaign=a&twclid=2-abc',
      'https://t.co/Xyz123?amp=1',
      MONDAY,
    );
    expect(currentAttribution('/signup')).toEqual({
      page_path: '/signup',
      utm_source: 'x',
      utm_medium: 'social',
      utm_campaign: 'a',
      utm_content: null,
      utm_term: null,
      referrer: 'https://t.co',
      landing_path: '/np1',
      twclid: '2-abc',
      tg_start_param: null,
      first_utm_source: 'x',
      first_utm_medium: 'social',
      first_utm_campaign: 'a',
      first_utm_content: null,
      first_utm_term: null,
      first_referrer: 'https://t.co',
      first_landing_path: '/np1',
      first_twclid: '2-abc',
      first_tg_start_param: null,
      first_seen_at: '2026-11-23T09:00:00.000Z',
      browser_context: 'x-inapp',
    });
  });

  it('keeps the first touch when the visitor comes back days later through another campaign', () => {
    captureAttribution('https://replyrocket.io/np1?utm_source=x&utm_campaign=a&twclid=2-abc', 'https://t.co/1', MONDAY);
    newVisit();
    captureAttribution('https://replyrocket.io/l1?utm_campaign=b', '', MONDAY + 3 * DAY);
    expect(currentAttribution('/l1')).toMatchObject({
      utm_source: null,
      utm_campaign: 'b',
      twclid: null,
      referrer: null,
      landing_path: '/l1',
      first_utm_source: 'x',
      first_utm_campaign: 'a',
      first_twclid: '2-abc',
      first_landing_path: '/np1',
      first_seen_at: '2026-11-23T09:00:00.000Z',
    });
  });

  it('starts a new first touch once the old one is more than 90 days old', () => {
    captureAttribution('https://replyrocket.io/np1?utm_campaign=a', '', MONDAY);
    newVisit();
    captureAttribution('https://replyrocket.io/l1?utm_campaign=b', '', MONDAY + 91 * DAY);
    expect(currentAttribution('/l1')).toMatchObject({
      first_utm_campaign: 'b',
      first_landing_path: '/l1',
      first_seen_at: new Date(MONDAY + 91 * DAY).toISOString(),
    });
  });

  it('within a visit, a page without a campaign changes nothing; a later campaign link replaces the campaign, not the referrer', () => {
    captureAttribution('https://replyrocket.io/np1?utm_source=x&utm_campaign=a', 'https://t.co/1', MONDAY);
    captureAttribution('https://replyrocket.io/signup', 'https://replyrocket.io/np1', MONDAY + 60_000);
    expect(currentAttribution('/signup')).toMatchObject({
      utm_source: 'x',
      utm_campaign: 'a',
      landing_path: '/np1',
      referrer: 'https://t.co',
    });
    captureAttribution('https://replyrocket.io/l1?utm_campaign=b', 'https://replyrocket.io/signup', MONDAY + 120_000);
    expect(currentAttribution('/l1')).toMatchObject({
      utm_source: null,
      utm_campaign: 'b',
      landing_path: '/l1',
      referrer: 'https://t.co',
      first_utm_campaign: 'a',
    });
  });

  it("reads Telegram's start parameter from the query or from a web app's fragment", () => {
    captureAttribution('https://replyrocket.io/np1?startapp=promo42', '', MONDAY);
    expect(currentAttribution('/np1').tg_start_param).toBe('promo42');
    newVisit();
    captureAttribution('https://replyrocket.io/np1#tgWebAppStartParam=promo43&tgWebAppVersion=7.0', '', MONDAY + DAY);
    expect(currentAttribution('/np1')).toMatchObject({ tg_start_param: 'promo43', first_tg_start_param: 'promo42' });
  });
});

describe('what the database will take, whatever the link or the stored record holds', () => {
  it('drops control and invisible characters and cuts values to their column', () => {
    const long = 'c'.repeat(300);
    captureAttribution(
      `https://replyrocket.io/np1?utm_campaign=a%0Ab%E2%80%AEc&utm_source=${long}&twclid=%20%20`,
      '',
      MONDAY,
    );
    const attribution = currentAttribution('/np1');
    expect(attribution.utm_campaign).toBe('abc');
    expect(attribution.utm_source).toHaveLength(256);
    expect(attribution.twclid).toBeNull();
  });

  it('ignores a damaged record: an impossible time sends no first-seen time, an unknown context is read again', () => {
    session.setItem(
      ATTRIBUTION_STORAGE_KEY,
      JSON.stringify({ utm_campaign: 'a\u0000', at: MONDAY, context: 'admin', referrer: 42 }),
    );
    local.setItem(FIRST_TOUCH_STORAGE_KEY, JSON.stringify({ utm_campaign: ['x'], at: 1e20, landing_path: '/np1' }));
    expect(currentAttribution('/np1')).toMatchObject({
      utm_campaign: 'a',
      referrer: null,
      browser_context: 'browser',
      first_seen_at: null,
      first_utm_campaign: null,
      first_landing_path: '/np1',
    });
    local.setItem(FIRST_TOUCH_STORAGE_KEY, JSON.stringify({ at: Date.parse('2019-05-01T00:00:00Z') }));
    expect(currentAttribution('/np1').first_seen_at).toBeNull();
  });

  it('attributes the lead to the current page and its campaign when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    vi.stubGlobal('window', {
      localStorage: blocked,
      sessionStorage: blocked,
      matchMedia: () => ({ matches: false }),
      location: { href: 'https://replyrocket.io/np1?utm_campaign=a', pathname: '/np1' },
    });
    expect(currentAttribution('/np1')).toMatchObject({
      page_path: '/np1',
      utm_campaign: 'a',
      landing_path: '/np1',
      first_seen_at: null,
      browser_context: 'browser',
    });
  });
});

describe('consent before long-lived tracking', () => {
  const landing = 'https://replyrocket.io/np1?utm_source=x&utm_campaign=a&twclid=2-abc';

  it('keeps only this visit in session storage until a choice allows analytics or advertising; the lead still carries its campaign', () => {
    device(CHROME_ANDROID, null);
    captureAttribution(landing, 'https://t.co/Xyz', MONDAY);
    expect(local.getItem(FIRST_TOUCH_STORAGE_KEY)).toBeNull();
    expect(currentAttribution('/signup')).toMatchObject({
      utm_source: 'x',
      utm_campaign: 'a',
      twclid: '2-abc',
      landing_path: '/np1',
      first_utm_campaign: null,
      first_twclid: null,
      first_seen_at: null,
    });
    // Essential only, or everything rejected: still nothing that outlives the visit.
    choose({ analytics: false, advertising: false });
    applyFirstTouchConsent({ analytics: false, advertising: false }, MONDAY + 1);
    captureAttribution('https://replyrocket.io/pricing', '', MONDAY + 2);
    expect(local.getItem(FIRST_TOUCH_STORAGE_KEY)).toBeNull();
  });

  it('keeps this visit as the first touch once a choice allows advertising', () => {
    device(CHROME_ANDROID, null);
    captureAttribution(landing, 'https://t.co/Xyz', MONDAY);
    choose({ analytics: false, advertising: true });
    applyFirstTouchConsent({ analytics: false, advertising: true }, MONDAY + 60_000);
    expect(currentAttribution('/signup')).toMatchObject({
      first_utm_campaign: 'a',
      first_twclid: '2-abc',
      first_seen_at: '2026-11-23T09:00:00.000Z',
    });
  });

  it('deletes the first touch when the choice is withdrawn', () => {
    captureAttribution(landing, '', MONDAY);
    expect(local.getItem(FIRST_TOUCH_STORAGE_KEY)).not.toBeNull();
    choose({ analytics: false, advertising: false });
    applyFirstTouchConsent({ analytics: false, advertising: false });
    expect(local.getItem(FIRST_TOUCH_STORAGE_KEY)).toBeNull();
    expect(currentAttribution('/signup')).toMatchObject({ utm_campaign: 'a', first_utm_campaign: null });
  });

  it('never keeps one under Global Privacy Control, whatever the choice, and deletes one kept before', () => {
    captureAttribution(landing, '', MONDAY);
    expect(local.getItem(FIRST_TOUCH_STORAGE_KEY)).not.toBeNull();
    choose({ analytics: true, advertising: true });
    vi.stubGlobal('navigator', { userAgent: CHROME_ANDROID, globalPrivacyControl: true });
    newVisit();
    captureAttribution(landing, '', MONDAY + DAY);
    expect(local.getItem(FIRST_TOUCH_STORAGE_KEY)).toBeNull();
    expect(currentAttribution('/signup')).toMatchObject({ utm_campaign: 'a', first_utm_campaign: null });
  });
});
