/**
 * A form's submission through an outbox a test built (its own store, senders and clock, no channel), as
 * src/lib/outbox/submit.ts makes it in a page: the item is kept with its answer window, the page's flusher sends it, and the form's
 * answer is the first event of the item's that is still the form's (`deferred: false`), or kept when none came.
 */
import { newOutboxItem } from '../../src/lib/outbox/keep.ts';
import { ANSWER_WITHIN_MS } from '../../src/lib/outbox/submit.ts';
import type { Outbox } from '../../src/lib/outbox/outbox.ts';
import type { OutboxStore } from '../../src/lib/outbox/store.ts';
import type { OutboxEvent, SubmissionKind, SubmitResult } from '../../src/lib/outbox/types.ts';

export async function submitThrough<P>(
  { outbox, store }: { outbox: Outbox; store: OutboxStore },
  kind: SubmissionKind,
  payload: P,
  { draftKey, now = Date.now }: { draftKey?: string; now?: () => number } = {},
): Promise<SubmitResult> {
  const id = crypto.randomUUID();
  const answers: OutboxEvent[] = [];
  const stop = outbox.onEvent((event) => {
    if (event.id === id && event.deferred === false) answers.push(event);
  });
  try {
    const createdAt = now();
    await store.put(newOutboxItem(kind, payload, { id, createdAt, draftKey, answerBy: createdAt + ANSWER_WITHIN_MS }));
    await outbox.flush();
  } finally {
    stop();
  }
  const [answer] = answers;
  if (answer?.type === 'rejected') return { status: 'rejected', id, message: answer.message };
  return { status: answer?.type ?? 'queued', id };
}
