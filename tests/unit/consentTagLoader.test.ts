import { describe, expect, it } from 'vitest';
import {
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
    expect(commands[2]).toEqual(['config', GA]);
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

  it('does nothing where there is no document (prerender)', () => {
    expect(typeof document).toBe('undefined');
    expect(loadTagsForConsent(all)).toEqual([]);
  });
});
