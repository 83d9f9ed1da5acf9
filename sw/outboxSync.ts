import { flushOutbox, OUTBOX_SYNC_TAG } from '../src/lib/outbox/outbox.ts';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync's event; not in TypeScript's WebWorker lib. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
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
      flushOutbox({ force: true, inSyncEvent: true }).then(({ pending }) => {
        // A rejected sync is retried by the browser later, with its own back-off.
        if (pending > 0) throw new Error(`${pending} outbox item(s) still waiting`);
      }),
    );
  });
  // Every time the worker starts (install, activation, waking for an event): where Background Sync is
  // missing, this and the page's flushers are what deliver. Not awaited: a slow network must never hold up
  // the worker's activation or its fetches.
  void flushOutbox().catch((error: unknown) => console.error('[sw] outbox flush failed', error));
}
