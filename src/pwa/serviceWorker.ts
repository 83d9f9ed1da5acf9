import { Workbox } from 'workbox-window';

/**
 * Registers /sw.js once (a second call is a no-op; workbox-window waits for the load event itself) and
 * applies updates on the next in-app navigation.
 *
 * Why not "a new version is ready, reload?": visitors come for a few pages, and a prompt would compete with
 * the calls to action. Why not take over at once: the new worker drops the old version's chunks from the
 * precache, so a page still running the old code could fail to load its next lazy chunk, and a reload
 * would throw away a form being typed. So the new worker waits; when the visitor moves to another route
 * (the form they were on is left behind by their own choice), it takes over and the page reloads into the
 * new version. Pending outbox items live in IndexedDB, which neither worker touches except to flush it.
 */
let workbox: Workbox | undefined;
/** Another tab already let the new worker take over: this page runs old code. */
let stale = false;
/** This page has asked the waiting worker to take over. */
let handingOver = false;

export function registerServiceWorker(): void {
  if (workbox || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('controlling', (event) => {
    // The first install also takes control (clientsClaim); that page already runs the current code.
    if (event.isUpdate || event.isExternal) stale = true;
  });
  // Registration can be refused (blocked by policy, some private modes, automation): the site works
  // without a worker, since the outbox lives in the page, so this is a warning, not an error.
  workbox.register().catch((error: unknown) => console.warn('Service worker not registered:', error));
}

/**
 * Called on every route change: moves to the new version when one is ready. It asks the registration, not
 * workbox-window's `waiting` event, which comes 200 ms after the new worker is installed: a navigation in
 * between would otherwise miss the update.
 */
export function applyUpdateOnNavigation(): void {
  if (stale) {
    window.location.reload();
    return;
  }
  const wb = workbox;
  if (!wb || handingOver) return;
  void navigator.serviceWorker.getRegistration().then((registration) => {
    if (!registration?.waiting || handingOver) return;
    handingOver = true;
    wb.addEventListener('controlling', () => window.location.reload());
    wb.messageSkipWaiting();
  });
}
