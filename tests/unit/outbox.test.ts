import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffMs, createOutbox, LEASE_MS } from '../../src/lib/outbox/outbox.ts';
import type { LeaseOwner } from '../../src/lib/outbox/lock.ts';
import { adoptFallbackItems, fallbackStore, indexedDbStore, type OutboxStore } from '../../src/lib/outbox/store.ts';
import type { OutboxEvent, OutboxItem, Sender, SendOutcome } from '../../src/lib/outbox/types.ts';
import { submitThrough } from './submitThrough.ts';

let dbCount = 0;
let dbName: string;
let clock: number;
const now = () => clock;

beforeEach(() => {
  dbName = `rr-outbox-test-${++dbCount}`;
  clock = 1_000_000;
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** An outbox over the shared test database, as one tab (or the worker) would have it. */
function outboxWith(
  sender: Sender,
  store: OutboxStore = indexedDbStore(dbName),
  onRetry = () => undefined,
  owner?: LeaseOwner,
) {
  const events: OutboxEvent[] = [];
  const outbox = createOutbox({
    getStore: async () => store,
    senders: { lead: sender },
    now,
    channelName: null,
    onRetry,
    withLock: (run) => run(),
    owner,
  });
  outbox.onEvent((event) => events.push(event));
  return { outbox, store, events };
}

function scripted(...outcomes: SendOutcome[]): Sender & { calls: OutboxItem[] } {
  const calls: OutboxItem[] = [];
  const sender = Object.assign(
    async (item: OutboxItem) => {
      calls.push(structuredClone(item));
      return outcomes.shift() ?? { type: 'delivered' as const };
    },
    { calls },
  );
  return sender;
}

const lead = { project: '@alice', telegram: null, email: 'a@b.co' };

describe("outbox: a form's submission, kept, then sent by the page's flusher", () => {
  it('stores before sending, delivers, removes and announces', async () => {
    const seenInStore: number[] = [];
    const store = indexedDbStore(dbName);
    const sender: Sender = async (item) => {
      seenInStore.push((await store.list()).filter((stored) => stored.id === item.id).length);
      return { type: 'delivered' };
    };
    const box = outboxWith(sender, store);
    const result = await submitThrough(box, 'lead', lead, { draftKey: 'lead-signup', now });
    expect(result.status).toBe('delivered');
    expect(result.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seenInStore).toEqual([1]);
    expect(await store.list()).toEqual([]);
    expect(box.events).toEqual([
      { type: 'delivered', id: result.id, kind: 'lead', draftKey: 'lead-signup', deferred: false },
    ]);
  });

  it('counts a duplicate insert (409/23505, reported by the sender as accepted) as delivered, then finishes the notify step', async () => {
    const sender = scripted({ type: 'progress', stage: 'inserted', accepted: true }, { type: 'delivered' });
    const box = outboxWith(sender);
    const { store } = box;
    const result = await submitThrough(box, 'lead', lead, { now });
    expect(result.status).toBe('delivered');
    await vi.waitFor(async () => expect(await store.list()).toEqual([]));
    expect(sender.calls.map((call) => call.stage)).toEqual([undefined, 'inserted']);
  });

  it('keeps a retryable failure with back-off and asks for Background Sync', async () => {
    const onRetry = vi.fn();
    const box = outboxWith(scripted({ type: 'retry', reason: 'offline' }), indexedDbStore(dbName), onRetry);
    const { store, events } = box;
    const result = await submitThrough(box, 'lead', lead, { now });
    expect(result.status).toBe('queued');
    const [kept] = await store.list();
    expect(kept).toMatchObject({
      id: result.id,
      attempts: 1,
      nextAttemptAt: clock + backoffMs(1),
      leaseUntil: 0,
      payload: lead,
    });
    // The form has had its answer: its answer window closes with it.
    expect(kept?.answerBy).toBeUndefined();
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(events).toEqual([{ type: 'queued', id: result.id, kind: 'lead', deferred: false }]);
  });

  it('removes a definitive rejection and reports its message', async () => {
    const box = outboxWith(scripted({ type: 'rejected', message: 'Failed to submit lead. Please try again.' }));
    const { store, events } = box;
    const result = await submitThrough(box, 'lead', lead, { now });
    expect(result).toEqual({ status: 'rejected', id: result.id, message: 'Failed to submit lead. Please try again.' });
    expect(await store.list()).toEqual([]);
    expect(events.map((event) => event.type)).toEqual(['rejected']);
  });

  it('answers as soon as the lead is stored server-side; a failing notify step waits without a second "sent"', async () => {
    const sender = scripted(
      { type: 'progress', stage: 'inserted', accepted: true },
      { type: 'retry', reason: 'slack 503' },
      { type: 'delivered' },
    );
    const box = outboxWith(sender);
    const { outbox, store, events } = box;
    const result = await submitThrough(box, 'lead', lead, { now });
    expect(result.status).toBe('delivered');
    await vi.waitFor(async () =>
      expect((await store.list())[0]).toMatchObject({ stage: 'inserted', accepted: true, attempts: 1 }),
    );
    clock += backoffMs(1);
    expect(await outbox.flush()).toEqual({ delivered: 1, pending: 0, nextAttemptAt: null });
    expect(sender.calls.map((call) => call.stage)).toEqual([undefined, 'inserted', 'inserted']);
    // One 'delivered' only: the visitor is not thanked twice ('queued' tells flushers a step waits).
    expect(events.map((event) => event.type)).toEqual(['delivered', 'queued']);
  });

  it('keeps the item, counted towards the dead letter, and logs it when a sender throws (a bug, not the network)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const box = outboxWith(async () => {
      throw new Error('boom');
    });
    expect((await submitThrough(box, 'lead', lead, { now })).status).toBe('queued');
    expect(await box.store.list()).toMatchObject([{ attempts: 1, failures: 1 }]);
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('[outbox]'),
      expect.objectContaining({ message: 'boom' }),
    );
  });
});

describe('outbox: flush', () => {
  it('respects back-off unless forced, and announces a later delivery as deferred', async () => {
    const box = outboxWith(scripted({ type: 'retry', reason: 'offline' }));
    const { outbox, store, events } = box;
    const { id } = await submitThrough(box, 'lead', lead, { now });
    expect(await outbox.flush()).toEqual({ delivered: 0, pending: 1, nextAttemptAt: clock + backoffMs(1) });
    expect(await outbox.flush({ force: true })).toEqual({ delivered: 1, pending: 0, nextAttemptAt: null });
    expect(await store.list()).toEqual([]);
    expect(events.at(-1)).toEqual({ type: 'delivered', id, kind: 'lead', draftKey: undefined, deferred: true });
  });

  it('stops at the first attempt nothing answered: the rest are not tried, and the next flush is due at its back-off', async () => {
    const sender = scripted({ type: 'retry', reason: 'timed out', unanswered: true });
    const { outbox, store } = outboxWith(sender);
    const waiting = { kind: 'lead' as const, payload: lead, attempts: 0, nextAttemptAt: clock, leaseUntil: 0 };
    for (const [index, id] of ['oldest', 'middle', 'newest'].entries())
      await store.put({ id, ...waiting, createdAt: clock + index });
    expect(await outbox.flush({ force: true })).toEqual({
      delivered: 0,
      pending: 3,
      nextAttemptAt: clock + backoffMs(1),
    });
    expect(sender.calls.map((call) => call.id)).toEqual(['oldest']);
    expect((await store.list()).map(({ id, attempts }) => [id, attempts]).sort()).toEqual([
      ['middle', 0],
      ['newest', 0],
      ['oldest', 1],
    ]);
    // At that back-off the backend answers again: one flush delivers all three, the oldest first.
    clock += backoffMs(1);
    expect(await outbox.flush()).toEqual({ delivered: 3, pending: 0, nextAttemptAt: null });
    expect(sender.calls.map((call) => call.id)).toEqual(['oldest', 'oldest', 'middle', 'newest']);
  });

  it('goes on past an answered failure (one endpoint answering 503): the others are still tried', async () => {
    const sender = scripted({ type: 'retry', reason: 'HTTP 503', unanswered: false });
    const { outbox, store } = outboxWith(sender);
    const waiting = { kind: 'lead' as const, payload: lead, attempts: 0, nextAttemptAt: clock, leaseUntil: 0 };
    for (const [index, id] of ['first', 'second'].entries())
      await store.put({ id, ...waiting, createdAt: clock + index });
    expect(await outbox.flush({ force: true })).toEqual({
      delivered: 1,
      pending: 1,
      nextAttemptAt: clock + backoffMs(1),
    });
    expect(sender.calls.map((call) => call.id)).toEqual(['first', 'second']);
  });

  it('asks for a Background Sync when an item must wait, except from inside the sync event (its rejection retries it)', async () => {
    const onRetry = vi.fn();
    const { outbox, store } = outboxWith(
      scripted({ type: 'retry', reason: 'HTTP 503' }, { type: 'retry', reason: 'HTTP 503' }),
      indexedDbStore(dbName),
      onRetry,
    );
    await store.put({
      id: 'waiting',
      kind: 'lead',
      payload: lead,
      createdAt: clock,
      attempts: 0,
      nextAttemptAt: clock,
      leaseUntil: 0,
    });
    expect(await outbox.flush({ force: true, inSyncEvent: true })).toMatchObject({ pending: 1 });
    expect(onRetry).not.toHaveBeenCalled();
    expect(await outbox.flush({ force: true })).toMatchObject({ pending: 1 });
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('claims nothing more once its signal is aborted: the item in flight finishes, the rest wait', async () => {
    const stop = new AbortController();
    const calls: string[] = [];
    const sender: Sender = async (item) => {
      calls.push(item.id);
      stop.abort();
      return { type: 'delivered' };
    };
    const { outbox, store } = outboxWith(sender);
    const waiting = { kind: 'lead' as const, payload: lead, attempts: 0, nextAttemptAt: clock, leaseUntil: 0 };
    for (const [index, id] of ['first', 'second', 'third'].entries())
      await store.put({ id, ...waiting, createdAt: clock + index });
    expect(await outbox.flush({ force: true, signal: stop.signal })).toEqual({
      delivered: 1,
      pending: 2,
      nextAttemptAt: clock,
    });
    expect(calls).toEqual(['first']);
    expect((await store.list()).map((item) => item.id).sort()).toEqual(['second', 'third']);
    expect(await outbox.flush({ force: true, signal: stop.signal })).toMatchObject({ delivered: 0, pending: 2 });
    expect(calls).toEqual(['first']);
  });

  it('backs off 2 s, 4 s, 8 s … up to 60 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(backoffMs)).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
  });

  it('leaves an item alone while another flusher (or the submitting page) holds its lease', async () => {
    const sender = scripted();
    const { outbox, store } = outboxWith(sender);
    await store.put({
      id: 'a',
      kind: 'lead',
      payload: lead,
      createdAt: clock,
      attempts: 0,
      nextAttemptAt: clock,
      leaseUntil: clock + 1000,
    });
    expect((await outbox.flush({ force: true })).delivered).toBe(0);
    clock += 1000;
    expect((await outbox.flush({ force: true })).delivered).toBe(1);
    expect(sender.calls).toHaveLength(1);
  });

  it('takes over at once an item leased by a page that has gone (its Web Lock released), not one still alive', async () => {
    const sender = scripted();
    // Alive: this page and another tab; a third page, which leased 'left-behind', closed mid-send.
    const owner: LeaseOwner = { id: 'this-page', liveOwners: async () => new Set(['this-page', 'other-tab']) };
    const { outbox, store } = outboxWith(sender, indexedDbStore(dbName), () => undefined, owner);
    const leased = {
      kind: 'lead' as const,
      payload: lead,
      createdAt: clock,
      attempts: 0,
      nextAttemptAt: clock,
      leaseUntil: clock + LEASE_MS,
    };
    await store.put({ id: 'left-behind', ...leased, leaseOwner: 'closed-page' });
    await store.put({ id: 'in-flight', ...leased, createdAt: clock + 1, leaseOwner: 'other-tab' });
    expect(await outbox.flush({ force: true })).toMatchObject({ delivered: 1, pending: 1 });
    expect(sender.calls.map((call) => call.id)).toEqual(['left-behind']);
    expect(sender.calls[0]).toMatchObject({ leaseOwner: 'this-page' });
    expect(await store.list()).toMatchObject([{ id: 'in-flight', leaseOwner: 'other-tab' }]);
  });

  it('two flushers racing over one store send each item exactly once', async () => {
    const sent = new Map<string, number>();
    const slowSender: Sender = async (item) => {
      sent.set(item.id, (sent.get(item.id) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { type: 'delivered' };
    };
    // Two tabs: separate connections to the same database, no Web Locks (the per-item lease must suffice).
    const tabA = outboxWith(slowSender, indexedDbStore(dbName));
    const tabB = outboxWith(slowSender, indexedDbStore(dbName));
    for (const id of ['1', '2', '3', '4', '5']) {
      await tabA.store.put({
        id,
        kind: 'lead',
        payload: lead,
        createdAt: clock + Number(id),
        attempts: 1,
        nextAttemptAt: clock,
        leaseUntil: 0,
      });
    }
    const [a, b] = await Promise.all([tabA.outbox.flush({ force: true }), tabB.outbox.flush({ force: true })]);
    expect(a.delivered + b.delivered).toBe(5);
    expect([...sent.values()]).toEqual([1, 1, 1, 1, 1]);
    expect(await tabA.store.list()).toEqual([]);
  });

  it('after a restart delivers what was pending, including an item whose sender died mid-send', async () => {
    const before = outboxWith(scripted({ type: 'retry', reason: 'offline' }));
    const { id } = await submitThrough(before, 'lead', lead, { now });
    // A page that closed while sending: its lease runs out on its own.
    await before.store.put({
      id: 'crashed',
      kind: 'lead',
      payload: lead,
      createdAt: clock,
      attempts: 0,
      nextAttemptAt: clock,
      leaseUntil: clock + LEASE_MS,
    });

    clock += LEASE_MS;
    const sender = scripted();
    const after = outboxWith(sender, indexedDbStore(dbName)); // a new page, a new connection
    expect(await after.outbox.flush({ force: true })).toEqual({ delivered: 2, pending: 0, nextAttemptAt: null });
    expect(sender.calls.map((call) => call.id).sort()).toEqual([id, 'crashed'].sort());
  });
});

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    key: (index: number) => [...data.keys()][index] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  } as Storage;
}

/** A tab on the fallback store (over `storage`), offline: its first `waiting` submissions stay queued. */
async function offlineFallbackTab(storage: Storage, waiting = 1) {
  const offline: SendOutcome = { type: 'retry', reason: 'offline' };
  const box = outboxWith(scripted(...Array<SendOutcome>(waiting).fill(offline)), fallbackStore(storage));
  const { id } = await submitThrough(box, 'lead', lead, { now });
  return { box, id };
}

describe('outbox: fallback store (no IndexedDB)', () => {
  it('keeps items in localStorage, where a reload finds them', async () => {
    const storage = memoryStorage();
    const { id } = await offlineFallbackTab(storage);
    // A reload in the same browser reads them back.
    const reloaded = fallbackStore(storage);
    expect((await reloaded.list()).map((item) => item.id)).toEqual([id]);
    const sender = scripted();
    const { outbox: next } = outboxWith(sender, reloaded);
    expect((await next.flush({ force: true })).delivered).toBe(1);
    expect(await fallbackStore(storage).list()).toEqual([]);
  });
});

describe('outbox: items kept in the fallback while IndexedDB failed', () => {
  it('move into IndexedDB once it opens again, where any tab or the worker delivers them', async () => {
    const storage = memoryStorage();
    const { id } = await offlineFallbackTab(storage);

    const idb = indexedDbStore(dbName);
    expect(await adoptFallbackItems(idb, storage)).toBe(1);
    expect((await idb.list()).map((item) => [item.id, item.payload])).toEqual([[id, lead]]);
    expect(await fallbackStore(storage).list()).toEqual([]);

    const sender = scripted();
    const { outbox: otherTab } = outboxWith(sender, indexedDbStore(dbName));
    expect((await otherTab.flush({ force: true })).delivered).toBe(1);
    expect(sender.calls.map((call) => call.id)).toEqual([id]);
  });

  it('leave an item another tab adds to the fallback meanwhile where it is', async () => {
    const storage = memoryStorage();
    const { box, id: firstId } = await offlineFallbackTab(storage, 2);
    const idb = indexedDbStore(dbName);
    // The other tab writes while this one is putting the adopted items into IndexedDB.
    const put = idb.put.bind(idb);
    let later: string | undefined;
    idb.put = async (item) => {
      await put(item);
      later ??= (await submitThrough(box, 'lead', { ...lead, project: '@bob' }, { now })).id;
    };
    expect(await adoptFallbackItems(idb, storage)).toBe(1);
    expect((await idb.list()).map((item) => item.id)).toEqual([firstId]);
    expect((await fallbackStore(storage).list()).map((item) => item.id)).toEqual([later]);
  });
});
