/**
 * A form keeps its submission (submit.ts) and waits for the outbox's answer until the item's `answerBy`: a
 * flush that delivers it or is refused before then is the form's answer (not `deferred`), and a refusal leaves nothing
 * behind (the form still holds what was typed); after it, what a flush comes to is the notices' news, and a refusal a
 * dead letter. What the form hears of it: outboxAnswerTime.test.ts.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newOutboxItem } from '../../src/lib/outbox/keep.ts';
import { createOutbox } from '../../src/lib/outbox/outbox.ts';
import { indexedDbStore } from '../../src/lib/outbox/store.ts';
import type { OutboxEvent, SendOutcome } from '../../src/lib/outbox/types.ts';

let db = 0;

function outboxAnswering(outcome: SendOutcome) {
  const store = indexedDbStore(`rr-outbox-kept-answer-${++db}`);
  const outbox = createOutbox({
    getStore: async () => store,
    senders: { lead: async () => outcome },
    channelName: null,
    onRetry: () => undefined,
    withLock: (run) => run(),
    reportDead: async () => 'unanswered',
  });
  const events: OutboxEvent[] = [];
  outbox.onEvent((event) => events.push(event));
  const keep = (id: string, answerBy?: number) =>
    store.put(newOutboxItem('lead', { project: '@ada' }, { id, createdAt: Date.now(), answerBy }));
  return { outbox, store, events, keep };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a flush of an item whose form still waits for it', () => {
  it('tells the form of the delivery, not the notices', async () => {
    const { outbox, store, events, keep } = outboxAnswering({ type: 'delivered' });
    await keep('a', Date.now() + 2_000);
    await outbox.flush();
    expect(events).toEqual([{ type: 'delivered', id: 'a', kind: 'lead', deferred: false }]);
    expect(await store.list()).toEqual([]);
  });

  it('tells the form of a refusal and keeps nothing, the form still holding what was typed', async () => {
    const { outbox, store, events, keep } = outboxAnswering({ type: 'rejected', message: 'No.', status: 400 });
    await keep('b', Date.now() + 2_000);
    await outbox.flush();
    expect(events).toEqual([{ type: 'rejected', id: 'b', kind: 'lead', message: 'No.', deferred: false }]);
    expect(await store.list()).toEqual([]);
  });
});

describe('a flush once the form has had its answer', () => {
  it('is news for the notices, and a refusal a dead letter', async () => {
    const delivering = outboxAnswering({ type: 'delivered' });
    await delivering.keep('c', Date.now() - 1);
    await delivering.outbox.flush();
    expect(delivering.events).toEqual([{ type: 'delivered', id: 'c', kind: 'lead', deferred: true }]);

    const refusing = outboxAnswering({ type: 'rejected', message: 'No.', status: 400 });
    await refusing.keep('d');
    await refusing.outbox.flush();
    expect(refusing.events).toMatchObject([{ type: 'rejected', id: 'd', deferred: true }]);
    expect(await refusing.store.list()).toMatchObject([{ id: 'd', deadAt: expect.any(Number) }]);
  });
});
