/**
 * In which browser the page runs, as far as it matters to us: the in-app browser of the app a visitor came from
 * (X, Telegram, Instagram, Facebook, LinkedIn), some other app's web view, the installed site, or a browser.
 * Visitors arrive from X and Telegram on phones (README), and an in-app browser behaves differently (no install,
 * its own cache, often no service worker yet), so field data is split by it, leads and sign-ups record it, and
 * the install affordance becomes a hint to open the page in the phone's browser. Every rule lives here: pure
 * detection plus one reader of the live page.
 */

import type { BrowserContext } from '../shared/browserContexts.ts';

// Every value: one list for the page, the edge functions and the database's checks (leads, crypto sign-ups,
// vitals; tests/backend/limitsMatchMigration.test.ts and tests/unit/browserContext.test.ts compare them).
export { BROWSER_CONTEXTS, type BrowserContext } from '../shared/browserContexts.ts';

export interface ContextSignals {
  /** The site runs as an installed app (display-mode standalone, or iOS's navigator.standalone). */
  standalone?: boolean;
  /**
   * Telegram's in-app browser injects a bridge object: `TelegramWebviewProxy` on iOS, `TelegramWebview` on
   * Android. Its user agent may not say Telegram at all (Safari's on iOS, Chrome's without `; wv` on Android).
   */
  telegramBridge?: boolean;
}

/** Apps that name themselves in the user agent, in the order they are tested (first match wins). */
const IN_APP: readonly [BrowserContext, RegExp][] = [
  ['x-inapp', /\bTwitter(Android| for i(Phone|Pad))?\b/],
  ['telegram-inapp', /\bTelegram-(Android|iOS)\b/],
  ['instagram-inapp', /\bInstagram \d/],
  // Meta's in-app browser: FBAN/FBAV/FB_IAB in brackets, or lately `MetaIAB` (Instagram, tested first, names itself).
  ['facebook-inapp', /\bFB(AN|AV|_IAB|IOS)\b|\[FB|\bMetaIAB\b/],
  // `[LinkedInApp]` today; `LinkedIn/<version>` in the iOS app's older user agent.
  ['linkedin-inapp', /\bLinkedInApp\b|\bLinkedIn\/\d/],
];

/** The five apps' own browsers and any other app's web view: the page can't be installed from there. */
export function isInAppBrowser(context: BrowserContext): boolean {
  return context === 'webview' || context.endsWith('-inapp');
}

/** Android (Chrome is the browser to hand the page to); otherwise iOS/iPadOS or a computer. */
export function isAndroid(ua: string): boolean {
  return /\bAndroid\b/.test(ua);
}

/**
 * Android's WebView says `; wv)`; an iOS web view (WKWebView) lacks the `Safari/` token every iOS browser sends
 * (Safari, Chrome's CriOS, Firefox's FxiOS all have it).
 */
function isWebView(ua: string): boolean {
  if (isAndroid(ua)) return /; wv\)/.test(ua);
  return /\b(iPhone|iPad|iPod)\b/.test(ua) && /AppleWebKit/.test(ua) && !/Safari\//.test(ua);
}

export function detectBrowserContext(ua: string, signals: ContextSignals = {}): BrowserContext {
  for (const [context, pattern] of IN_APP) if (pattern.test(ua)) return context;
  if (signals.telegramBridge) return 'telegram-inapp';
  if (signals.standalone) return 'installed';
  return isWebView(ua) ? 'webview' : 'browser';
}

/** The context of this page. Browser only. */
export function currentBrowserContext(): BrowserContext {
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const telegramBridge = 'TelegramWebviewProxy' in window || 'TelegramWebview' in window;
  return detectBrowserContext(navigator.userAgent, { standalone, telegramBridge });
}
