import { describe, expect, it } from 'vitest';
import {
  analyticsLocation,
  googleAnalyticsUrl,
  loadConsentedTags,
  loadTagsForConsent,
  META_PIXEL_URL,
  revokeRunningTags,
  type TagEnvironment,
  type TagWindow,
} from '../../src/consent/tagLoader.ts';

const GA = 'G-TEST123';
const PIXEL = '1234567890';

function environment(overrides: Partial<TagEnvironment> = {}): TagEnvironment & { loaded: string[]; win: TagWindow } {
  const loaded: string[] = [];
  return {
    ids: { googleAnalyticsId: GA, metaPixelId: PIXEL },
    win: {},
    loadScript: (src) => loaded.push(src),
    globalPrivacyControl: false,
    ...overrides,
    loaded,
  };
}

const none = { analytics: false, advertising: false };
const all = { analytics: true, advertising: true };

describe('consent-gated tag loader', () => {
  it('loads nothing without consent', () => {
    const env = environment();
    expect(loadConsentedTags(none, env)).toEqual([]);
    expect(env.loaded).toEqual([]);
    expect(env.win).toEqual({});
  });

  it('loads Google Analytics for analytics consent only, with advertising storage denied', () => {
    const env = environment();
    loadConsentedTags({ analytics: true, advertising: false }, env);
    expect(env.loaded).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123']);
    expect(env.win.fbq).toBeUndefined();
    const commands = (env.win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(commands[0]).toEqual([
      'consent',
      'default',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(commands[1]?.[0]).toBe('js');
    expect(commands[2]?.[0]).toBe('set');
    expect(commands[3]).toEqual(['config', GA]);
    // gtag.js reads commands only from Arguments objects.
    expect(Object.prototype.toString.call(env.win.dataLayer?.[0])).toBe('[object Arguments]');
  });

  it('loads Meta Pixel for advertising consent only, with its commands queued', () => {
    const env = environment();
    loadConsentedTags({ analytics: false, advertising: true }, env);
    expect(env.loaded).toEqual([META_PIXEL_URL]);
    expect(env.win.gtag).toBeUndefined();
    expect(env.win.fbq?.queue).toEqual([
      ['init', PIXEL],
      ['track', 'PageView'],
    ]);
  });

  it('loads both with full consent, and never twice on one page', () => {
    const env = environment();
    expect(loadConsentedTags(all, env)).toEqual([googleAnalyticsUrl(GA), META_PIXEL_URL]);
    expect(loadConsentedTags(all, env)).toEqual([]);
    expect(env.loaded).toHaveLength(2);
  });

  it('honours Global Privacy Control: no advertising tag, and GA told to deny ad storage', () => {
    const env = environment({ globalPrivacyControl: true });
    loadConsentedTags(all, env);
    expect(env.loaded).toEqual([googleAnalyticsUrl(GA)]);
    expect(Array.from(env.win.dataLayer?.[0] as ArrayLike<unknown>)[2]).toMatchObject({ ad_storage: 'denied' });
  });

  it('loads nothing for a category whose ID is not configured (the default)', () => {
    const env = environment({ ids: { googleAnalyticsId: '', metaPixelId: '' } });
    expect(loadConsentedTags(all, env)).toEqual([]);
    expect(env.loaded).toEqual([]);
  });

  it('withdrawing everything tells the tags already running on the page to stop', () => {
    const env = environment();
    loadConsentedTags(all, env);
    revokeRunningTags(env.win);
    const last = Array.from(env.win.dataLayer?.at(-1) as ArrayLike<unknown>);
    expect(last).toEqual([
      'consent',
      'update',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(env.win.fbq?.queue.at(-1)).toEqual(['consent', 'revoke']);
    expect(() => revokeRunningTags({})).not.toThrow();
  });

  it('withdrawing one category (in this tab or another) stops only that one', () => {
    const env = environment();
    loadConsentedTags(all, env);
    const before = env.win.dataLayer?.length;
    revokeRunningTags(env.win, { analytics: true, advertising: false });
    expect(Array.from(env.win.dataLayer?.at(-1) as ArrayLike<unknown>)).toEqual([
      'consent',
      'update',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(env.win.fbq?.queue.at(-1)).toEqual(['consent', 'revoke']);
    revokeRunningTags(env.win, all);
    expect(env.win.dataLayer).toHaveLength((before ?? 0) + 1);
  });

  it("gives Google Analytics the route's pattern, never a crypto client's id, and only the campaign parameters", () => {
    const client = '7b0c3c4e-2f4a-4a53-9d3e-1f0e8f1c2a11';
    const env = environment({
      href: `https://replyrocket.io/crypto-transaction/${client}?utm_source=x&client=${client}#${client}`,
    });
    loadConsentedTags({ analytics: true, advertising: false }, env);
    const commands = (env.win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(commands).toContainEqual([
      'set',
      { page_location: 'https://replyrocket.io/crypto-transaction/:clientId?utm_source=x', page_referrer: '' },
    ]);
    expect(JSON.stringify(commands)).not.toContain(client);
  });

  it.each([
    ['https://replyrocket.io/crypto-transaction', 'https://replyrocket.io/crypto-transaction'],
    ['https://replyrocket.io/signup?utm_campaign=a&email=a%40b.co', 'https://replyrocket.io/signup?utm_campaign=a'],
    ['https://replyrocket.io/no/such/page', 'https://replyrocket.io/404'],
    ['https://replyrocket.io/', 'https://replyrocket.io/'],
  ])('analyticsLocation(%s) is %s', (href, location) => {
    expect(analyticsLocation(href)).toBe(location);
  });

  it("keeps another site's address (a referrer) to its origin", () => {
    expect(analyticsLocation('https://t.co/Xyz123?amp=1', 'https://replyrocket.io')).toBe('https://t.co/');
  });

  it('does nothing where there is no document (prerender)', () => {
    expect(typeof document).toBe('undefined');
    expect(loadTagsForConsent(all)).toEqual([]);
  });
});
