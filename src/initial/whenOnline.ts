/**
 * Resolves at once when the site's code can be fetched (canFetchCode, below), else at the next `online` event.
 *
 * A chunk the browser failed to fetch may stay failed for the life of the page: in WebKit every later `import()` of
 * its URL rejects at once without asking the network again (the module map remembers the failure; the HTML
 * standard now says it should not, and Chromium fetches again). So code loaded on demand is not requested while the
 * browser knows it is offline and no service worker can serve it: the request could only fail and would
 * poison the URL. It waits for the network instead, and whatever needs it meanwhile works without it (forms
 * keep their submissions with the page's own code, toasts fall back to a plain notice).
 */
export function whenOnline(): Promise<void> {
  if (canFetchCode()) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/**
 * Whether the site's code can be fetched now: the browser believes it is online, or a service worker controls
 * the page, whose precache holds every file of the app (sw/sw.ts) and answers offline too.
 */
export function canFetchCode(): boolean {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return true;
  return Boolean(navigator.serviceWorker?.controller);
}
