import { config } from '../config.ts';
import { matchRoute, routeParams } from '../routes/routeTable.ts';
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
  /** The page's address now; Google Analytics gets it only as {@link analyticsLocation} makes it. */
  href?: string;
}

/** The campaign parameters Google Analytics reads from a page's address: the only query it is given. */
const CAMPAIGN_PARAMETERS = /^utm_(source|medium|campaign|content|term|id)$/;

/**
 * The address Google Analytics is given for a page of this site: its route's pattern, never the path itself
 * (`/crypto-transaction/:clientId`, not a crypto client's id), with only the campaign parameters of the query.
 * Another site's address (a referrer) is kept to its origin.
 */
export function analyticsLocation(href: string, siteOrigin: string = new URL(href).origin): string {
  const url = new URL(href);
  if (url.origin !== siteOrigin) return `${url.origin}/`;
  const def = matchRoute(url.pathname);
  const params = routeParams(url.pathname);
  const pattern =
    def.path === '*'
      ? '/404'
      : def.path
          .split('/')
          .filter((segment) => !segment.endsWith('?') || params[segment.slice(1, -1)] !== undefined)
          .map((segment) => segment.replace(/\?$/, ''))
          .join('/') || '/';
  const query = new URLSearchParams([...url.searchParams].filter(([name]) => CAMPAIGN_PARAMETERS.test(name)));
  return `${url.origin}${pattern}${query.size ? `?${query}` : ''}`;
}

export function googleAnalyticsUrl(id: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}

export const META_PIXEL_URL = 'https://connect.facebook.net/en_US/fbevents.js';

function installGoogleAnalytics(win: TagWindow, id: string, advertising: boolean, href: string) {
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
  // Set for every event, page views included: Google Analytics reads the document's address otherwise.
  const origin = new URL(href).origin;
  const referrer = typeof document === 'undefined' ? '' : document.referrer;
  win.gtag('set', {
    page_location: analyticsLocation(href),
    page_referrer: referrer ? analyticsLocation(referrer, origin) : '',
  });
  win.gtag('config', id);
}

/**
 * The app moves between pages in place (src/routes/navigation.tsx): before Google Analytics counts the new page (it
 * watches history changes too, once its script has loaded, so after these), it is given the new address the same
 * way.
 */
function followNavigation(gtag: Command) {
  const update = () => gtag('set', { page_location: analyticsLocation(window.location.href) });
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method];
    window.history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      update();
    };
  }
  window.addEventListener('popstate', update);
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
    installGoogleAnalytics(win, ids.googleAnalyticsId, advertising, env.href ?? 'http://localhost/');
    requested.push(googleAnalyticsUrl(ids.googleAnalyticsId));
  }
  if (advertising && ids.metaPixelId && !win.fbq) {
    installMetaPixel(win, ids.metaPixelId);
    requested.push(META_PIXEL_URL);
  }
  requested.forEach(loadScript);
  return requested;
}

/**
 * What the choice now in force no longer allows (by default everything) stops in the tags already running on this
 * page now, not only from the next load: a withdrawal in this tab or in another.
 */
export function revokeRunningTags(
  win: TagWindow = window as Window & TagWindow,
  allowed: ConsentChoice = { analytics: false, advertising: false },
): void {
  const denied: Record<string, 'denied'> = {};
  if (!allowed.analytics) denied.analytics_storage = 'denied';
  if (!allowed.advertising)
    Object.assign(denied, { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
  if (Object.keys(denied).length) win.gtag?.('consent', 'update', denied);
  if (!allowed.advertising) win.fbq?.('consent', 'revoke');
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
  const win = window as Window & TagWindow;
  const hadAnalytics = Boolean(win.gtag);
  const requested = loadConsentedTags(consent, {
    ids: config.analytics,
    win,
    loadScript: appendScript,
    globalPrivacyControl: globalPrivacyControl(),
    href: window.location.href,
  });
  if (!hadAnalytics && win.gtag) followNavigation(win.gtag);
  return requested;
}
