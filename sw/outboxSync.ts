import { OUTBOX_SYNC_TAG } from '../src/lib/outbox/signals.ts';
import { flushOutbox } from '../src/lib/outbox/outbox.ts';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync's event; not in TypeScript's WebWorker lib. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** How long one `sync` event may go on claiming items (the item in flight then finishes). */
const SYNC_EVENT_BUDGET_MS = 10_000;

/**
 * Aborted when the sync event has had its time, or as soon as a newer worker is waiting. Chromium activates a
 * waiting worker that called skipWaiting only once this one has no event in progress, and holds every new
 * navigation and fetch of its pages until then: a sync event delivering a long queue over a slow backend (or
 * waiting for a page's flush lock) kept a tab's reload from loading for as long as it ran.
 */
function syncEventSignal(): AbortSignal {
  const controller = new AbortController();
  const stop = () =>
    controller.abort(
      new DOMException('the sync event ended early: out of time, or a newer worker waits', 'AbortError'),
    );
  const timer = setTimeout(stop, SYNC_EVENT_BUDGET_MS);
  controller.signal.addEventListener('abort', () => clearTimeout(timer));
  const registration = self.registration;
  // A worker still installing: stop once it is installed (it then waits, and may be told to skip waiting).
  const watch = (worker: ServiceWorker | null) => {
    worker?.addEventListener(
      'statechange',
      () => {
        if (worker.state === 'installed') stop();
      },
      { signal: controller.signal },
    );
  };
  if (registration.waiting) stop();
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing), { signal: controller.signal });
  return controller.signal;
}

/**
 * The worker's outbox flushers, over the same IndexedDB store, code and lock as the page's: a lead left
 * waiting with the tab closed goes out when the browser regains the network (Chromium's Background Sync).
 */
export function registerOutboxFlushers(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(
      flushOutbox({ force: true, inSyncEvent: true, signal: syncEventSignal() }).then(({ pending }) => {
        // A rejected sync is retried by the browser later, with its own back-off; the pages' flushers and
        // this worker's next start do not wait for it.
        if (pending > 0) throw new Error(`${pending} outbox item(s) still waiting`);
      }),
    );
  });
  // Every time the worker starts (install, activation, waking for an event): where Background Sync is
  // missing, this and the page's flushers are what deliver. Not awaited: a slow network must never hold up
  // the worker's activation or its fetches.
  void flushOutbox().catch((error: unknown) => console.error('[sw] outbox flush failed', error));
}
