/**
 * The outbox's first step: a submission stored on the device under its final id, for the flushers (outbox.ts) to
 * deliver. Every form keeps a submission this way (./submit.ts), so it is in one queue from its first press; a page
 * about to reload keeps one here alone. Small and without DOM: the bootstrap inlines it.
 */
import { PAYLOAD_VERSION } from './payloadVersions.ts';
import { OUTBOX_CHANNEL, registerBackgroundSync } from './signals.ts';
import { putNewItem } from './store.ts';
import type { OutboxEvent, OutboxItem, SubmissionKind } from './types.ts';

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
 * `answerBy`: until then the item's answers are its form's (`submit`).
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
