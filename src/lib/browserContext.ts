/**
 * In which browser the page runs, as far as it matters to us: the in-app browser of the app a visitor came from
 * (X, Telegram, Instagram, Facebook, LinkedIn), some other app's web view, the installed site, or a browser.
 * Visitors arrive from X and Telegram on phones (README), and an in-app browser behaves differently (no install,
 * its own cache, often no service worker yet), so field data is split by it. Pure detection plus one reader of the
 * live page, so other features can reuse it.
 */

export type BrowserContext = 'x' | 'telegram' | 'instagram' | 'facebook' | 'linkedin' | 'webview' | 'installed' | 'browser';

export interface ContextSignals {
  /** The site runs as an installed app (display-mode standalone, or iOS's navigator.standalone). */
  standalone?: boolean;
  /** Telegram's iOS in-app browser says nothing in its user agent but injects `TelegramWebviewProxy`. */
  telegramProxy?: boolean;
}

/** Apps that name themselves in the user agent, in the order they are tested (first match wins). */
const IN_APP: readonly [BrowserContext, RegExp][] = [
  ['x', /\bTwitter(Android| for i(Phone|Pad))?\b/],
  ['telegram', /\bTelegram-(Android|iOS)\b/],
  ['instagram', /\bInstagram \d/],
  ['facebook', /\bFB(AN|AV|_IAB|IOS)\b|\[FB/],
  ['linkedin', /\bLinkedInApp\b/],
];

/**
 * Android's WebView says `; wv)`; an iOS web view (WKWebView) lacks the `Safari/` token every iOS browser sends
 * (Safari, Chrome's CriOS, Firefox's FxiOS all have it).
 */
function isWebView(ua: string): boolean {
  if (/Android/.test(ua)) return /; wv\)/.test(ua);
  return /\b(iPhone|iPad|iPod)\b/.test(ua) && /AppleWebKit/.test(ua) && !/Safari\//.test(ua);
}

export function detectBrowserContext(ua: string, signals: ContextSignals = {}): BrowserContext {
  for (const [context, pattern] of IN_APP) if (pattern.test(ua)) return context;
  if (signals.telegramProxy) return 'telegram';
  if (signals.standalone) return 'installed';
  return isWebView(ua) ? 'webview' : 'browser';
}

/** The context of this page. Browser only. */
export function currentBrowserContext(): BrowserContext {
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const telegramProxy = 'TelegramWebviewProxy' in window;
  return detectBrowserContext(navigator.userAgent, { standalone, telegramProxy });
}
