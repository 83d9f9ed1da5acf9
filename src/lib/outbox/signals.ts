/**
 * How the outbox's parts wake each other: the channel on which every page of the site and the worker hear that an
 * item was kept or answered, and the Background Sync tag on which the worker flushes. A module of its own, so the
 * page's entry carries these without the code that keeps a submission (./keep.ts), which the bootstrap has.
 */

/** Background Sync tag the service worker listens for, and the BroadcastChannel name. */
export const OUTBOX_SYNC_TAG = 'rr-outbox';
export const OUTBOX_CHANNEL = 'rr-outbox';

/** Asks the service worker for a Background Sync, where there is one and the browser supports it. */
export function registerBackgroundSync(tag = OUTBOX_SYNC_TAG): void {
  type SyncRegistration = { sync?: { register(tag: string): Promise<void> } };
  const scope = globalThis as {
    registration?: SyncRegistration;
    navigator?: { serviceWorker?: { ready: Promise<SyncRegistration> } };
  };
  const ignore = () => undefined; // no permission or no support: the page's own flushers still run
  if (scope.registration) {
    scope.registration.sync?.register(tag).catch(ignore);
    return;
  }
  scope.navigator?.serviceWorker?.ready.then((registration) => registration.sync?.register(tag)).catch(ignore);
}
