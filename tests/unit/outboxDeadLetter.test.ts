/**
 * An item that keeps failing is given up on in the end: skipped by flushes, counted by outboxStatus, logged and
 * reported once to `outbox_failures`, and kept on the device only until the report is stored. Silence (offline)
 * never brings an item there.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../src/config.ts';
import {
  MAX_FAILING_MS,
  MAX_FAILURES,
  MIN_FAILING_MS,
  reportDeadLetter,
  type ReportResult,
} from '../../src/lib/outbox/deadLetter.ts';
import { createOutbox } from '../../src/lib/outbox/outbox.ts';
import { indexedDbStore } from '../../src/lib/outbox/store.ts';
import type { OutboxItem, SendOutcome } from '../../src/lib/outbox/types.ts';
import { submitThrough } from './submitThrough.ts';

let dbCount = 0;
let clock: number;
const HOUR = 60 * 60 * 1000;

function outboxAnswering(outcome: () => SendOutcome, report: () => Promise<ReportResult> = async () => 'stored') {
  const store = indexedDbStore(`rr-outbox-dead-${++dbCount}`);
  const sent: string[] = [];
  const reported: OutboxItem[] = [];
  const outbox = createOutbox({
    getStore: async () => store,
    senders: {
      lead: async (item) => {
        sent.push(item.id);
        return outcome();
      },
    },
    now: () => clock,
    channelName: null,
    onRetry: () => undefined,
    withLock: (run) => run(),
    reportDead: async (item) => {
      reported.push(item);
      return report();
    },
  });
  return { outbox, store, sent, reported };
}

const lead = { project: '@alice', telegram: null, email: 'a@b.co' };
const unavailable = (): SendOutcome => ({ type: 'retry', reason: 'HTTP 503', status: 503 });
const offline = (): SendOutcome => ({ type: 'retry', reason: 'no answer', unanswered: true, status: 0 });

beforeEach(() => {
  clock = 1_000_000;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('outbox: dead letters', () => {
  it(`gives up after ${MAX_FAILURES} answered failures spread over a day: kept, skipped, counted, logged, reported once, then its details deleted`, async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reports: ReportResult[] = ['unanswered', 'stored'];
    const { outbox, store, sent, reported } = outboxAnswering(unavailable, async () => reports.shift() ?? 'stored');
    const { id } = await submitThrough({ outbox, store }, 'lead', lead, { now: () => clock });
    for (let failures = 2; failures < MAX_FAILURES; failures += 1) {
      clock += 2 * HOUR;
      expect(await outbox.flush({ force: true })).toMatchObject({ pending: 1 });
    }
    clock += 2 * HOUR;
    expect(await outbox.flush({ force: true })).toEqual({ delivered: 0, pending: 0, nextAttemptAt: null });
    // Not reported yet (nothing answered the report): kept on the device, with what the visitor typed.
    expect(await outbox.status()).toEqual({ pending: 0, dead: 1 });
    expect(await outbox.pending()).toEqual([]);
    expect(await store.list()).toMatchObject([
      { id, failures: MAX_FAILURES, lastStatus: 503, deadAt: clock, payload: lead },
    ]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`gave up on lead ${id}`));

    // The next flush reports it, without sending it again; reported, its details leave the device.
    expect(await outbox.flush({ force: true })).toEqual({ delivered: 0, pending: 0, nextAttemptAt: null });
    expect(sent).toHaveLength(MAX_FAILURES);
    expect(reported).toHaveLength(2);
    expect(reported[1]).toMatchObject({ id, kind: 'lead', attempts: MAX_FAILURES, lastStatus: 503 });
    expect(await store.list()).toEqual([]);
    expect(await outbox.status()).toEqual({ pending: 0, dead: 0 });
    await outbox.flush({ force: true });
    expect(reported).toHaveLength(2);
  });

  it('does not give up on twenty failures in minutes (page loads flush at once; the lead limit lasts an hour)', async () => {
    const { outbox, store } = outboxAnswering(unavailable);
    await submitThrough({ outbox, store }, 'lead', lead, { now: () => clock });
    for (let flush = 0; flush < 3 * MAX_FAILURES; flush += 1) {
      clock += 60_000;
      await outbox.flush({ force: true });
    }
    expect(await outbox.status()).toEqual({ pending: 1, dead: 0 });
  });

  it('gives up on an item that has been failing for a week, however few its failures', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { outbox, store, reported } = outboxAnswering(unavailable);
    await submitThrough({ outbox, store }, 'lead', lead, { now: () => clock });
    clock += MAX_FAILING_MS - 1;
    await outbox.flush({ force: true });
    expect(await outbox.status()).toEqual({ pending: 1, dead: 0 });
    clock += 1;
    await outbox.flush({ force: true });
    expect(reported).toMatchObject([{ lastStatus: 503 }]);
    expect(await outbox.status()).toEqual({ pending: 0, dead: 0 });
  });

  it('never gives up on an item only because nothing answered: a device offline for a month still sends it after', async () => {
    let answer = offline;
    const { outbox, store, sent } = outboxAnswering(() => answer());
    await submitThrough({ outbox, store }, 'lead', lead, { now: () => clock });
    for (let flush = 0; flush < 2 * MAX_FAILURES; flush += 1) {
      clock += MIN_FAILING_MS;
      await outbox.flush({ force: true });
    }
    expect(await outbox.status()).toEqual({ pending: 1, dead: 0 });
    answer = () => ({ type: 'delivered' });
    expect(await outbox.flush({ force: true })).toMatchObject({ delivered: 1, pending: 0 });
    expect(sent).toHaveLength(2 * MAX_FAILURES + 2);
  });

  it('tries a report that failed again at later flushes, until the backend holds it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reports: ReportResult[] = ['unanswered', 'failed', 'stored'];
    const { outbox, store, reported } = outboxAnswering(unavailable, async () => reports.shift() ?? 'stored');
    await submitThrough({ outbox, store }, 'lead', lead, { now: () => clock });
    clock += MAX_FAILING_MS;
    await outbox.flush({ force: true });
    expect(await store.list()).toMatchObject([{ reportAttempts: 1 }]);
    await outbox.flush();
    await outbox.flush();
    await outbox.flush();
    expect(reported).toHaveLength(3);
    expect(await store.list()).toEqual([]);
  });
});

describe('dead letters an earlier app kept after their report', () => {
  it('are deleted at the next flush, without a second report', async () => {
    const { outbox, store, reported } = outboxAnswering(unavailable);
    await store.put({
      id: 'old',
      kind: 'lead',
      payload: lead,
      createdAt: clock,
      attempts: 20,
      nextAttemptAt: clock,
      deadAt: clock,
      reported: true,
    });
    await outbox.flush();
    expect(await store.list()).toEqual([]);
    expect(reported).toEqual([]);
  });
});

describe('reportDeadLetter', () => {
  const dead: OutboxItem = {
    id: '5d1d3b1e-6f2a-4c39-9a4e-0e6f1f2a3b4c',
    kind: 'transaction',
    payload: { clientId: 'secret' },
    createdAt: 0,
    attempts: 23,
    nextAttemptAt: 0,
    lastStatus: 503,
    deadAt: 1,
  };

  it('inserts id, kind, last status and attempts (no payload) into outbox_failures with the anon key', async () => {
    const requests: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return new Response(null, { status: 201 });
    });
    expect(await reportDeadLetter(dead)).toBe('stored');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe(`${config.supabaseUrl}/rest/v1/outbox_failures`);
    expect(requests[0]?.init.headers).toMatchObject({ apikey: config.supabaseAnonKey, Prefer: 'return=minimal' });
    expect(JSON.parse(requests[0]?.init.body as string)).toEqual({
      id: dead.id,
      kind: 'transaction',
      last_status: 503,
      attempts: 23,
    });
  });

  it('counts an earlier report of the same item (409, 23505) as stored', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ code: '23505', message: 'duplicate key' }, { status: 409 }));
    expect(await reportDeadLetter(dead)).toBe('stored');
  });

  it('tells a refused report from one nothing answered', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ code: 'PGRST205', message: 'no such table' }, { status: 404 }));
    expect(await reportDeadLetter(dead)).toBe('failed');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await reportDeadLetter(dead)).toBe('unanswered');
  });
});
