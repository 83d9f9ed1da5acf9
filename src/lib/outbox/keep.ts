/**
 * The outbox's first step on its own: a submission stored on the device under its final id, for the flushers to
 * deliver, and the answer its form waits for. `submit()` (outbox.ts) stores every item in this shape; the lead forms,
 * which the page's bootstrap runs (src/initial/leadForms.ts), keep a lead with `keepSubmission` and wait for its
 * answer with `answerOf`, whether the outbox's code has arrived or not, so a lead is in one queue from its first
 * press. Small and without DOM: the bootstrap inlines it, the worker imports it.
 */
import { PAYLOAD_VERSION } from './payloadVersions.ts';
import { putNewItem } from './store.ts';
import type { OutboxEvent, OutboxItem, SubmissionKind } from './types.ts';

/** Background Sync tag the service worker listens for, and the BroadcastChannel name. */
export const OUTBOX_SYNC_TAG = 'rr-outbox';
export const OUTBOX_CHANNEL = 'rr-outbox';
/**
 * The longest a form waits for a submission's answer once it is stored: past this the visitor is told it is kept
 * and will be sent, whatever the backend, the network or another tab is doing.
 */
export const ANSWER_WITHIN_MS = 3_000;

/** A submission as the outbox stores it before its first attempt. */
export function newOutboxItem<P>(
  kind: SubmissionKind,
  payload: P,
  {
    id,
    createdAt,
    version = PAYLOAD_VERSION,
    draftKey,
    answerBy,
  }: { id: string; createdAt: number; version?: number; draftKey?: string; answerBy?: number },
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
    ...(answerBy ? { answerBy } : {}),
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
 * `answerBy`: the form waits for the item's answer until then (`answerOf`).
 */
export async function keepSubmission<P>(
  kind: SubmissionKind,
  payload: P,
  {
    id,
    draftKey,
    unloading = false,
    answerBy,
  }: { id: string; draftKey?: string; unloading?: boolean; answerBy?: number },
): Promise<void> {
  await putNewItem(newOutboxItem(kind, payload, { id, createdAt: Date.now(), draftKey, answerBy }));
  registerBackgroundSync();
  if (!unloading) announce({ type: 'queued', id, kind });
}

/** What a form that kept an item is told: the server has it, refused it (`message`), or nothing came in time. */
export type KeptAnswer = { status: 'delivered' } | { status: 'rejected'; message: string } | { status: 'queued' };

/**
 * The answer to the item `id` a form keeps with `answerBy`: the first flush of any page of the site or of the worker
 * that delivers it or is refused before then announces it on the outbox's channel. Call it before the item is kept,
 * so no announcement can come before the listening starts. `waitMs` is the form's whole wait: a little longer than
 * to `answerBy`, for the announcement of a flush that ended just before it to arrive.
 */
export function answerOf(id: string, waitMs: number): Promise<KeptAnswer> {
  return new Promise((resolve) => {
    const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(OUTBOX_CHANNEL);
    const answer = (kept: KeptAnswer) => {
      clearTimeout(timer);
      channel?.close();
      resolve(kept);
    };
    const timer = setTimeout(() => answer({ status: 'queued' }), waitMs);
    if (channel)
      channel.onmessage = ({ data }: MessageEvent<OutboxEvent>) => {
        if (data.id !== id || data.type === 'queued' || data.deferred) return;
        answer(data.type === 'delivered' ? { status: 'delivered' } : { status: 'rejected', message: data.message });
      };
  });
}
