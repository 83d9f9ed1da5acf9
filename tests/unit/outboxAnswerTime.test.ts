/**
 * A form's answer comes within ANSWER_WITHIN_MS of the press (src/lib/outbox/outbox.ts): once the submission is
 * stored, a first attempt that has not answered by then leaves the form on its success path, kept, and the outbox
 * carries the attempt on; what it comes to is then the page's notices' to say.
 */
import 'fake-indexeddb/auto';
import { expect, it, vi } from 'vitest';
import { ANSWER_WITHIN_MS, createOutbox } from '../../src/lib/outbox/outbox.ts';
import { indexedDbStore } from '../../src/lib/outbox/store.ts';
import type { OutboxEvent, SendOutcome } from '../../src/lib/outbox/types.ts';

let db = 0;

/** An outbox whose sender answers only when the test says so. */
function slowOutbox() {
  let answer: ((outcome: SendOutcome) => void) | undefined;
  const store = indexedDbStore(`rr-outbox-answer-${++db}`);
  const outbox = createOutbox({
    getStore: async () => store,
    senders: { lead: () => new Promise<SendOutcome>((resolve) => (answer = resolve)) },
    channelName: null,
    onRetry: () => undefined,
    withLock: (run) => run(),
  });
  const events: OutboxEvent[] = [];
  outbox.onEvent((event) => events.push(event));
  // Answers once the attempt is under way (waiting for it if need be).
  const answerWith = async (outcome: SendOutcome) => {
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer?.(outcome);
  };
  return { outbox, store, events, answer: answerWith };
}

const lead = { project: '@slow', telegram: null, email: 'slow@example.com' };

it('answers kept once the first attempt has taken ANSWER_WITHIN_MS, and tells the delivery later as news', async () => {
  const { outbox, store, events, answer } = slowOutbox();
  const pressed = Date.now();
  const result = await outbox.submit('lead', lead);
  expect(result.status).toBe('queued');
  expect(Date.now() - pressed).toBeGreaterThanOrEqual(ANSWER_WITHIN_MS);
  expect((await store.list()).map((item) => item.id)).toEqual([result.id]);

  await answer({ type: 'delivered' });
  await vi.waitFor(async () => expect(await store.list()).toEqual([]));
  expect(events).toEqual([
    { type: 'queued', id: result.id, kind: 'lead' },
    { type: 'delivered', id: result.id, kind: 'lead', deferred: true },
  ]);
});

it('keeps a refusal that came after the answer as a dead letter, never a silent delete', async () => {
  const { outbox, store, events, answer } = slowOutbox();
  const { id, status } = await outbox.submit('lead', lead);
  expect(status).toBe('queued');

  await answer({ type: 'rejected', message: 'Failed to submit lead. Please try again.', status: 400 });
  await vi.waitFor(() => expect(events.map((event) => event.type)).toEqual(['queued', 'rejected']));
  expect(events[1]).toMatchObject({ id, deferred: true });
  const [stored] = await store.list();
  expect(stored).toMatchObject({ id });
  expect(stored?.deadAt).toBeDefined();
});

it('answers with the first attempt when it comes in time', async () => {
  const { outbox, answer } = slowOutbox();
  const submitted = outbox.submit('lead', lead);
  await answer({ type: 'delivered' });
  expect((await submitted).status).toBe('delivered');
});
