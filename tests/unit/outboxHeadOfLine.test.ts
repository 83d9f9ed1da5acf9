/**
 * No head-of-line blocking: an item that keeps failing with an answer, whose sender throws, or whose sender
 * never settles, never keeps the items behind it waiting.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOutbox, LEASE_MS } from '../../src/lib/outbox/outbox.ts';
import { fallbackStore, indexedDbStore, type OutboxStore } from '../../src/lib/outbox/store.ts';
import type { OutboxItem, Sender } from '../../src/lib/outbox/types.ts';

let dbCount = 0;
let clock: number;

function outboxWith(sender: Sender, store: OutboxStore = indexedDbStore(`rr-outbox-hol-${++dbCount}`)) {
  const outbox = createOutbox({
    getStore: async () => store,
    senders: { lead: sender },
    now: () => clock,
    channelName: null,
    onRetry: () => undefined,
    withLock: (run) => run(),
    reportDead: async () => 'stored',
  });
  return { outbox, store };
}

const lead = { project: '@alice', telegram: null, email: 'a@b.co' };
const waiting = (id: string, createdAt: number): OutboxItem => ({
  id,
  kind: 'lead',
  payload: lead,
  createdAt,
  attempts: 0,
  nextAttemptAt: createdAt,
  leaseUntil: 0,
});

/** Delivers everything but `poison`, which fails as `fail` says; records the order of attempts. */
function senderFailing(poison: string, fail: (item: OutboxItem) => ReturnType<Sender>) {
  const sent: string[] = [];
  const sender: Sender = async (item) => {
    sent.push(item.id);
    return item.id === poison ? fail(item) : { type: 'delivered' };
  };
  return { sender, sent };
}

beforeEach(() => {
  clock = 1_000_000;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('outbox: one failing item does not hold the others', () => {
  it('an item answered 503 every time: newer items are delivered in the same flush, every time', async () => {
    const { sender, sent } = senderFailing('oldest', async () => ({ type: 'retry', reason: 'HTTP 503', status: 503 }));
    const { outbox, store } = outboxWith(sender);
    await store.put(waiting('oldest', clock));
    for (let round = 0; round < 3; round += 1) {
      clock += 60_000;
      await store.put(waiting(`newer-${round}`, clock));
      expect(await outbox.flush({ force: true })).toMatchObject({ delivered: 1, pending: 1 });
    }
    expect(sent).toEqual(['oldest', 'newer-0', 'oldest', 'newer-1', 'oldest', 'newer-2']);
    expect(await store.list()).toMatchObject([{ id: 'oldest', attempts: 3, failures: 3, lastStatus: 503 }]);
  });

  it('a poison item whose sender throws: the others are delivered, and it is kept with its failures counted', async () => {
    const { sender } = senderFailing('poison', async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'trim')");
    });
    const { outbox, store } = outboxWith(sender);
    await store.put(waiting('poison', clock));
    await store.put(waiting('fine', clock + 1));
    expect(await outbox.flush({ force: true })).toMatchObject({ delivered: 1, pending: 1 });
    expect(await store.list()).toMatchObject([{ id: 'poison', failures: 1 }]);
  });

  it('a sender that reports progress without end is stopped, and the others go on', async () => {
    const { sender } = senderFailing('looping', async () => ({ type: 'progress', stage: 'again' }));
    const { outbox, store } = outboxWith(sender);
    await store.put(waiting('looping', clock));
    await store.put(waiting('fine', clock + 1));
    expect(await outbox.flush({ force: true })).toMatchObject({ delivered: 1, pending: 1 });
    expect(await store.list()).toMatchObject([{ id: 'looping', failures: 1 }]);
  });

  it('a sender that never settles is given up on after its lease, and the others go on', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { sender } = senderFailing('stuck', () => new Promise(() => undefined));
    // The synchronous fallback store: fake timers would stall fake-indexeddb.
    const { outbox, store } = outboxWith(sender, fallbackStore(undefined));
    await store.put(waiting('stuck', clock));
    await store.put(waiting('fine', clock + 1));
    const flushed = outbox.flush({ force: true });
    await vi.advanceTimersByTimeAsync(LEASE_MS);
    expect(await flushed).toMatchObject({ delivered: 1, pending: 1 });
    expect(await store.list()).toMatchObject([{ id: 'stuck', failures: 1 }]);
  });
});
