/**
 * A form's submission through an outbox a test built (its own store, senders and clock, no channel), as
 * src/lib/outbox/submit.ts makes it in a page: the item is kept with its answer window, the page's flusher sends it,
 * and the form's answer is the first of the item's events that is still the form's, read as `submit` reads it
 * (`answerIn`), or kept when none came.
 */
import { newOutboxItem } from '../../src/lib/outbox/keep.ts';
import { ANSWER_WITHIN_MS, answerIn } from '../../src/lib/outbox/submit.ts';
import type { Outbox } from '../../src/lib/outbox/outbox.ts';
import type { OutboxStore } from '../../src/lib/outbox/store.ts';
import type { SubmissionKind, SubmitResult } from '../../src/lib/outbox/types.ts';

export async function submitThrough<P>(
  { outbox, store }: { outbox: Outbox; store: OutboxStore },
  kind: SubmissionKind,
  payload: P,
  { draftKey, now = Date.now }: { draftKey?: string; now?: () => number } = {},
): Promise<SubmitResult> {
  const id = crypto.randomUUID();
  let answer: SubmitResult | undefined;
  const stop = outbox.onEvent((event) => {
    answer ??= answerIn(event, id);
  });
  try {
    const createdAt = now();
    await store.put(newOutboxItem(kind, payload, { id, createdAt, draftKey, answerBy: createdAt + ANSWER_WITHIN_MS }));
    await outbox.flush();
  } finally {
    stop();
  }
  return answer ?? { status: 'queued', id };
}
