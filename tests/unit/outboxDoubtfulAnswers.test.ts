/**
 * Temporary-looking answers (a gateway or function mid-deploy, a schema cache not yet reloaded) are retried at a
 * back-off page loads cannot cut short, for hours, then taken at their word; a request that failed while the
 * browser is online, a few times.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOUBT_BACKOFF_MAX_MS, DOUBT_WINDOW_MS, doubtBackoffMs } from '../../src/lib/outbox/doubts.ts';
import { createOutbox, MAX_DOUBTFUL_ANSWERS } from '../../src/lib/outbox/outbox.ts';
import { leadSender } from '../../src/lib/outbox/leadSender.ts';
import { indexedDbStore } from '../../src/lib/outbox/store.ts';
import type { OutboxEvent, OutboxItem, Sender, SendOutcome } from '../../src/lib/outbox/types.ts';
import { submitThrough } from './submitThrough.ts';

let dbCount = 0;
let clock: number;

function outboxWith(sender: Sender) {
  const store = indexedDbStore(`rr-outbox-doubts-${++dbCount}`);
  const events: OutboxEvent[] = [];
  const reported: OutboxItem[] = [];
  const outbox = createOutbox({
    getStore: async () => store,
    senders: { lead: sender },
    now: () => clock,
    channelName: null,
    onRetry: () => undefined,
    withLock: (run) => run(),
    reportDead: async (item) => {
      reported.push(item);
      return 'stored';
    },
  });
  outbox.onEvent((event) => events.push(event));
  return { outbox, store, events, reported };
}

const lead = { project: '@alice', telegram: null, email: 'a@b.co' };
const gone404: SendOutcome = {
  type: 'doubtful',
  reason: 'HTTP 404',
  status: 404,
  definitive: { type: 'rejected', message: 'Failed to submit lead. Please try again.' },
};

beforeEach(() => {
  clock = 1_000_000;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('outbox: temporary-looking answers', () => {
  it('tries an item answered 404 again at its back-off, however many page loads and `online` events come between', async () => {
    let calls = 0;
    const { outbox, store } = outboxWith(async () => {
      calls++;
      return gone404;
    });
    const { id } = await submitThrough({ outbox, store }, 'lead', lead, { now: () => clock });
    // Page loads and `online` events force a flush: none of them sends the item before its back-off.
    for (let load = 0; load < 3 * MAX_DOUBTFUL_ANSWERS; load += 1) await outbox.flush({ force: true });
    expect(calls).toBe(1);
    const [kept] = await store.list();
    expect(kept).toMatchObject({ id, doubts: 1, nextAttemptAt: clock + doubtBackoffMs(1) });
    clock = kept!.nextAttemptAt;
    expect(await outbox.flush({ force: true })).toMatchObject({ pending: 1, nextAttemptAt: clock + doubtBackoffMs(2) });
    expect(calls).toBe(2);
  });

  it(`keeps an item answered 404 for ${DOUBT_WINDOW_MS / 3_600_000} hours, tried further and further apart, then makes it a reported dead letter`, async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let calls = 0;
    const { outbox, store, events, reported } = outboxWith(async () => {
      calls++;
      return gone404;
    });
    const start = clock;
    const { id, status } = await submitThrough({ outbox, store }, 'lead', lead, { now: () => clock });
    expect(status).toBe('queued');
    const gaps: number[] = [];
    while (clock - start < DOUBT_WINDOW_MS) {
      const [kept] = await store.list();
      expect(kept).toMatchObject({ id });
      gaps.push(kept!.nextAttemptAt - clock);
      clock = kept!.nextAttemptAt;
      await outbox.flush({ force: true });
    }
    expect(gaps.at(-1)).toBe(DOUBT_BACKOFF_MAX_MS);
    expect(calls).toBeGreaterThanOrEqual(MAX_DOUBTFUL_ANSWERS);
    expect(calls).toBeLessThan(DOUBT_WINDOW_MS / DOUBT_BACKOFF_MAX_MS + 15);
    expect(events.at(-1)).toMatchObject({
      type: 'rejected',
      id,
      message: 'Failed to submit lead. Please try again.',
      deferred: true,
    });
    // Refused by a background flush: reported (no details), then the details leave the device.
    expect(reported).toMatchObject([{ id, kind: 'lead', lastStatus: 404 }]);
    expect(await store.list()).toEqual([]);
    expect(error).toHaveBeenCalled();
  });

  it('removes an item the server refuses while its form waits for the answer: the form says so and still holds what was typed', async () => {
    const { outbox, store, reported } = outboxWith(async () => ({
      type: 'rejected',
      message: 'Failed to submit lead. Please try again.',
      status: 400,
    }));
    expect((await submitThrough({ outbox, store }, 'lead', lead, { now: () => clock })).status).toBe('rejected');
    expect(await store.list()).toEqual([]);
    expect(reported).toEqual([]);
  });

  it('delivers once the backend has finished deploying, and counts each step apart', async () => {
    const script: SendOutcome[] = [
      ...Array<SendOutcome>(MAX_DOUBTFUL_ANSWERS - 1).fill(gone404),
      { type: 'progress', stage: 'inserted', accepted: true },
      ...Array<SendOutcome>(MAX_DOUBTFUL_ANSWERS - 1).fill(gone404),
      { type: 'delivered' },
    ];
    const { outbox, store, events } = outboxWith(async () => script.shift() ?? { type: 'delivered' });
    await submitThrough({ outbox, store }, 'lead', lead, { now: () => clock });
    while ((await store.list()).length) {
      clock += DOUBT_BACKOFF_MAX_MS;
      await outbox.flush({ force: true });
    }
    expect(script).toEqual([]);
    expect(events.filter((event) => event.type !== 'queued')).toMatchObject([{ type: 'delivered', deferred: true }]);
  });

  it('stops the flush at a request that failed while online at first, then no longer lets it hold the queue', async () => {
    const opaque: SendOutcome = {
      type: 'doubtful',
      reason: 'no answer',
      status: 0,
      unanswered: true,
      definitive: { type: 'retry', reason: 'no answer', status: 0 },
    };
    const sent: string[] = [];
    const { outbox, store } = outboxWith(async (item) => {
      sent.push(item.id);
      return item.id === 'blocked' ? opaque : { type: 'delivered' };
    });
    const waiting = { kind: 'lead' as const, payload: lead, attempts: 0, nextAttemptAt: clock, leaseUntil: 0 };
    await store.put({ id: 'blocked', ...waiting, createdAt: clock });
    await store.put({ id: 'behind', ...waiting, createdAt: clock + 1 });
    for (let attempt = 1; attempt < MAX_DOUBTFUL_ANSWERS; attempt += 1) {
      expect(await outbox.flush({ force: true })).toMatchObject({ delivered: 0, pending: 2 });
    }
    expect(sent.every((id) => id === 'blocked')).toBe(true);
    expect(await outbox.flush({ force: true })).toEqual({
      delivered: 1,
      pending: 1,
      nextAttemptAt: expect.any(Number),
    });
    expect(sent.at(-1)).toBe('behind');
    // From now on it is an answered failure: it counts towards the dead letter.
    expect(await store.list()).toMatchObject([{ id: 'blocked', failures: 1 }]);
  });

  it('through the real lead sender: a table missing from the schema cache (PGRST205) a few times, then the lead lands', async () => {
    const answers = [
      ...Array(MAX_DOUBTFUL_ANSWERS - 1)
        .fill(null)
        .map(() =>
          Response.json(
            { code: 'PGRST205', message: "Could not find the table 'public.leads' in the schema cache" },
            { status: 404 },
          ),
        ),
      new Response(null, { status: 201 }),
      Response.json({ ok: true }),
    ];
    vi.stubGlobal('fetch', async () => answers.shift() ?? new Response(null, { status: 500 }));
    const { outbox, store, events } = outboxWith(leadSender as Sender);
    const row = {
      ...lead,
      role: null,
      page_path: '/',
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_content: null,
      utm_term: null,
      referrer: null,
    };
    expect((await submitThrough({ outbox, store }, 'lead', row, { now: () => clock })).status).toBe('queued');
    while ((await store.list()).length) {
      clock += DOUBT_BACKOFF_MAX_MS;
      await outbox.flush({ force: true });
    }
    expect(answers).toEqual([]);
    expect(events.some((event) => event.type === 'rejected')).toBe(false);
    expect(events.filter((event) => event.type === 'delivered')).toHaveLength(1);
  });
});
