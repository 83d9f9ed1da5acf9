/**
 * Resolves at once when the browser believes it is online, else at its next `online` event.
 *
 * A chunk the browser failed to fetch stays failed for the life of the page: every later `import()` of its URL
 * rejects at once without asking the network again (the module map remembers the failure; the HTML standard
 * now says it should not, and no engine follows it yet). So code loaded on demand is not requested while the
 * browser knows it is offline, where the request could only fail and would poison the URL; it waits for the
 * network instead, and whatever needs it in the meantime works without it (forms keep their submissions with
 * the page's own code, toasts fall back to a plain notice).
 */
export function whenOnline(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}
