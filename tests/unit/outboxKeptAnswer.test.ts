/**
 * A lead form keeps its submission (keep.ts) and waits for the outbox's answer until the item's `answerBy`: a flush
 * that delivers it or is refused before then is the form's answer, told to it on the outbox's channel, and a refusal
 * leaves nothing behind (the form still holds what was typed); after it, what a flush comes to is the notices' news,
 * and a refusal a dead letter.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf, keepSubmission, newOutboxItem, OUTBOX_CHANNEL } from '../../src/lib/outbox/keep.ts';
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

describe("the form's wait (answerOf)", () => {
  const announce = (event: OutboxEvent) => {
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.postMessage(event);
    channel.close();
  };

  it("hears its own item's delivery or refusal, from any page or the worker", async () => {
    const delivered = answerOf('e', 5_000);
    announce({ type: 'delivered', id: 'other', kind: 'lead', deferred: false });
    announce({ type: 'queued', id: 'e', kind: 'lead' });
    announce({ type: 'delivered', id: 'e', kind: 'lead', deferred: false });
    expect(await delivered).toEqual({ status: 'delivered' });

    const refused = answerOf('f', 5_000);
    announce({ type: 'rejected', id: 'f', kind: 'lead', message: 'No.', deferred: false });
    expect(await refused).toEqual({ status: 'rejected', message: 'No.' });
  });

  it('answers kept once its wait is over, whatever comes later', async () => {
    const started = Date.now();
    const answer = await answerOf('g', 300);
    expect(answer).toEqual({ status: 'queued' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("is answered by the page's own flusher once the kept item is announced", async () => {
    const store = indexedDbStore();
    const outbox = createOutbox({
      getStore: async () => store,
      senders: { lead: async () => ({ type: 'delivered' }) },
      onRetry: () => undefined,
      withLock: (run) => run(),
    });
    // The page's flushers start on the announcement of a kept item (flushTriggers.ts).
    const stop = outbox.onEvent((event) => event.type === 'queued' && void outbox.flush());
    const answer = answerOf('h', 5_000);
    await keepSubmission('lead', { project: '@ada' }, { id: 'h', answerBy: Date.now() + 2_000 });
    expect(await answer).toEqual({ status: 'delivered' });
    stop();
  });
});
