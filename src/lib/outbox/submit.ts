/**
 * The one way into the outbox of every form, before the page's code has arrived and after: the lead forms that the
 * page's bootstrap runs (src/initial/leadForms.ts) and the crypto transaction form. The submission is kept
 * (./keep.ts), any flusher sends it, and the form is told the first answer, on the outbox's channel. A module of its
 * own: the page's entry, which carries keep.ts for its flushers, needs none of this.
 */
import { keepSubmission } from './keep.ts';
import { OUTBOX_CHANNEL } from './signals.ts';
import type { OutboxEvent, SubmissionKind, SubmitResult } from './types.ts';

/**
 * The longest a form waits for a submission's answer once it is stored: past this the visitor is told it is kept
 * and will be sent, whatever the backend, the network or another tab is doing.
 */
export const ANSWER_WITHIN_MS = 3_000;

/**
 * How much sooner than its form stops waiting an item's answer window closes (`answerBy`): the announcement of a
 * flush that ended just in time still reaches the form.
 */
const ANNOUNCEMENT_MS = 500;

/**
 * The form's answer in an outbox event, if it is one: a flush of any page of the site or of the worker that delivered
 * the item `id` in its answer window, was refused, or must retry it.
 */
export function answerIn(event: OutboxEvent, id: string): SubmitResult | undefined {
  if (event.id !== id || event.deferred !== false) return undefined;
  if (event.type === 'rejected') return { status: 'rejected', id, message: event.message };
  return { status: event.type, id };
}

/** The first answer to the item `id` on the outbox's channel, or kept (`queued`) once `waitMs` have passed. */
function answerOf(id: string, waitMs: number): Promise<SubmitResult> {
  return new Promise((resolve) => {
    const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(OUTBOX_CHANNEL);
    const answer = (result: SubmitResult) => {
      clearTimeout(timer);
      channel?.close();
      resolve(result);
    };
    const timer = setTimeout(() => answer({ status: 'queued', id }), waitMs);
    if (channel)
      channel.onmessage = ({ data }: MessageEvent<OutboxEvent>) => {
        const result = answerIn(data, id);
        if (result) answer(result);
      };
  });
}

/**
 * The one way into the outbox of every form, before the page's code has arrived and after: the submission is kept
 * under its final id (`keepSubmission`), the flushers of this page, of any other open page of the site or the
 * worker send it, and the form is told the first answer: delivered, refused (`message`), or kept (`queued`), as soon
 * as an attempt must be retried or `waitMs` after the press at the latest, whatever the backend, the network or
 * another tab is doing. Offline, or with `waitMs` 0 (no flusher can run on the page), it answers kept once stored.
 * Rejects when the device would not store it: nothing was sent, and the form still holds what was typed.
 */
export async function submit<P>(
  kind: SubmissionKind,
  payload: P,
  { draftKey, waitMs = ANSWER_WITHIN_MS }: { draftKey?: string; waitMs?: number } = {},
): Promise<SubmitResult> {
  const id = crypto.randomUUID();
  const wait = globalThis.navigator?.onLine === false ? 0 : waitMs;
  if (!wait) {
    await keepSubmission(kind, payload, { id, draftKey });
    return { status: 'queued', id };
  }
  // Listening before the item is kept: no announcement can come before.
  const heard = answerOf(id, wait);
  await keepSubmission(kind, payload, { id, draftKey, answerBy: Date.now() + wait - ANNOUNCEMENT_MS });
  return heard;
}
