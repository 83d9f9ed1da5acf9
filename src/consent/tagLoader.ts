import { config } from '../config.ts';
import { globalPrivacyControl, type ConsentChoice } from './consentRecord.ts';

/**
 * Consent-gated third-party tags. Nothing here runs at build time or on first render: the consent store (consentStore.ts) calls it
 * from an effect, in the browser only, with the stored consent. Google Analytics is the analytics tag and
 * Meta Pixel the advertising tag (as the cookie policy says); each loads only if its ID is configured and
 * its category was consented to. A Global Privacy Control signal keeps advertising off (Do Not Sell page).
 */

export interface TagIds {
  googleAnalyticsId: string;
  metaPixelId: string;
}

type Command = (...args: unknown[]) => void;

interface PixelCommand extends Command {
  callMethod?: Command;
  queue: unknown[][];
  push: PixelCommand;
  loaded: boolean;
  version: string;
}

/** The globals the two tags read their queued commands from. */
export interface TagWindow {
  dataLayer?: unknown[];
  gtag?: Command;
  fbq?: PixelCommand;
  _fbq?: PixelCommand;
}

export interface TagEnvironment {
  ids: TagIds;
  win: TagWindow;
  loadScript: (src: string) => void;
  globalPrivacyControl: boolean;
}

export function googleAnalyticsUrl(id: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}

export const META_PIXEL_URL = 'https://connect.facebook.net/en_US/fbevents.js';

function installGoogleAnalytics(win: TagWindow, id: string, advertising: boolean) {
  win.dataLayer ??= [];
  const dataLayer = win.dataLayer;
  win.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js recognises commands only as Arguments objects, not arrays.
    dataLayer.push(arguments);
  };
  const ads = advertising ? 'granted' : 'denied';
  win.gtag('consent', 'default', {
    analytics_storage: 'granted',
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
  });
  win.gtag('js', new Date());
  win.gtag('config', id);
}

/** Meta's documented queueing stub, so commands issued before fbevents.js arrives are kept. */
function installMetaPixel(win: TagWindow, id: string) {
  // biome-ignore lint/complexity/useArrowFunction: the stub stays the plain function of Meta's snippet, which fbevents.js then takes over.
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as PixelCommand;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  win.fbq = fbq;
  win._fbq ??= fbq;
  fbq('init', id);
  fbq('track', 'PageView');
}

/** Loads the tags the consent allows; returns the script URLs requested. Idempotent per window. */
export function loadConsentedTags(consent: ConsentChoice, env: TagEnvironment): string[] {
  const { ids, win, loadScript } = env;
  const advertising = consent.advertising && !env.globalPrivacyControl;
  const requested: string[] = [];
  if (consent.analytics && ids.googleAnalyticsId && !win.gtag) {
    installGoogleAnalytics(win, ids.googleAnalyticsId, advertising);
    requested.push(googleAnalyticsUrl(ids.googleAnalyticsId));
  }
  if (advertising && ids.metaPixelId && !win.fbq) {
    installMetaPixel(win, ids.metaPixelId);
    requested.push(META_PIXEL_URL);
  }
  requested.forEach(loadScript);
  return requested;
}

/** Everything switched off: tags already running on this page stop collecting now, not only from the next load. */
export function revokeRunningTags(win: TagWindow = window as Window & TagWindow): void {
  win.gtag?.('consent', 'update', {
    analytics_storage: 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
  win.fbq?.('consent', 'revoke');
}

function appendScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/**
 * The browser's side of {@link loadConsentedTags}; does nothing where there is no document (prerender). The GPC
 * signal is read on every load: a record that allowed advertising before the signal was turned on starts no
 * advertising tag while it is on.
 */
export function loadTagsForConsent(consent: ConsentChoice): string[] {
  if (typeof document === 'undefined') return [];
  return loadConsentedTags(consent, {
    ids: config.analytics,
    win: window as Window & TagWindow,
    loadScript: appendScript,
    globalPrivacyControl: globalPrivacyControl(),
  });
}
