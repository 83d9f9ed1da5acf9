/**
 * The outbox's first step on its own: a submission stored on the device under its final id, for the flushers to
 * deliver. `submit()` (outbox.ts) stores every item in this shape; the page's bootstrap keeps a lead with
 * `keepSubmission` alone, before the outbox's code has arrived (forms/handover/earlyInput.ts), so a lead is in
 * one queue from its first press. Small and without DOM: the bootstrap inlines it, the worker imports it.
 */
import { PAYLOAD_VERSION } from './payloadVersions.ts';
import { putNewItem } from './store.ts';
import type { OutboxEvent, OutboxItem, SubmissionKind } from './types.ts';

/** Background Sync tag the service worker listens for, and the BroadcastChannel name. */
export const OUTBOX_SYNC_TAG = 'rr-outbox';
export const OUTBOX_CHANNEL = 'rr-outbox';

/** A submission as the outbox stores it before its first attempt. */
export function newOutboxItem<P>(
  kind: SubmissionKind,
  payload: P,
  {
    id,
    createdAt,
    version = PAYLOAD_VERSION,
    draftKey,
  }: { id: string; createdAt: number; version?: number; draftKey?: string },
): OutboxItem<P> {
  return {
    id,
    kind,
    payload,
    v: version,
    createdAt,
    attempts: 0,
    nextAttemptAt: createdAt,
    ...(draftKey ? { draftKey } : {}),
  };
}

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

/** Tells the outbox of every page of the site, this one included, that an item waits: their flushers start. */
function announce(event: OutboxEvent): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(event);
  channel.close();
}

/**
 * Stores a submission without sending it: the flushers of this page (once its outbox runs), of any other open page
 * of the site, or the worker's Background Sync deliver it. Rejects when the device would not store it.
 * `unloading`: the page is about to go (a reload). The open pages are then not told, this one included: its
 * flushers would start a send the unload cuts off, and the next page would send the item again (the server keeps
 * one row, but the visitor's console shows a conflict). The next page's flushers, or the worker, send it.
 */
export async function keepSubmission<P>(
  kind: SubmissionKind,
  payload: P,
  { id, draftKey, unloading = false }: { id: string; draftKey?: string; unloading?: boolean },
): Promise<void> {
  await putNewItem(newOutboxItem(kind, payload, { id, createdAt: Date.now(), draftKey }));
  registerBackgroundSync();
  if (!unloading) announce({ type: 'queued', id, kind });
}
