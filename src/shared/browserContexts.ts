/**
 * Where the page runs, as far as marketing and support need to know: which app's in-app browser, another app's
 * web view, the installed site, or a browser. Stored with leads, crypto sign-ups and field vitals; the page
 * detects it (src/initial/browserContext.ts), the edge functions and the database's checks accept only these values.
 */
export const BROWSER_CONTEXTS = [
  'x-inapp',
  'telegram-inapp',
  'instagram-inapp',
  'facebook-inapp',
  'linkedin-inapp',
  'webview',
  'installed',
  'browser',
] as const;
export type BrowserContext = (typeof BROWSER_CONTEXTS)[number];
