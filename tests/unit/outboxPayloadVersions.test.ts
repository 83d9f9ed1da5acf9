/**
 * Items wait across deploys: one written by an older app (even before versions existed) is sent by a newer
 * one in the newer shape, and one written by a newer app is left for it.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadSender } from '../../src/lib/outbox/leadSender.ts';
import { createOutbox } from '../../src/lib/outbox/outbox.ts';
import { PAYLOAD_VERSION, type PayloadVersions } from '../../src/lib/outbox/payloadVersions.ts';
import { indexedDbStore, type OutboxStore } from '../../src/lib/outbox/store.ts';
import type { OutboxItem, Sender } from '../../src/lib/outbox/types.ts';
import { submitThrough } from './submitThrough.ts';

let dbCount = 0;
let store: OutboxStore;
const clock = 1_000_000;

function outboxWith(sender: Sender, payloads?: PayloadVersions) {
  return createOutbox({
    getStore: async () => store,
    senders: { lead: sender },
    now: () => clock,
    channelName: null,
    onRetry: () => undefined,
    withLock: (run) => run(),
    payloads,
  });
}

/** A lead in the shape leads had when items carried no version (the columns of the first migration). */
type LeadRow = Record<
  | 'project'
  | 'telegram'
  | 'email'
  | 'role'
  | 'page_path'
  | 'utm_source'
  | 'utm_medium'
  | 'utm_campaign'
  | 'utm_content'
  | 'utm_term'
  | 'referrer',
  string | null
>;
const row: LeadRow = {
  project: '@alice',
  telegram: '@alice_tg',
  email: null,
  role: null,
  page_path: '/np1',
  utm_source: 'x',
  utm_medium: null,
  utm_campaign: null,
  utm_content: null,
  utm_term: null,
  referrer: null,
};

/** A lead exactly as the outbox wrote it before items carried a version: no `v`. */
const writtenBeforeVersions = {
  id: '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  kind: 'lead',
  payload: row,
  createdAt: clock - 60_000,
  attempts: 2,
  nextAttemptAt: clock - 1,
  leaseUntil: 0,
  draftKey: 'lead-signup',
} as OutboxItem;

beforeEach(() => {
  store = indexedDbStore(`rr-outbox-versions-${++dbCount}`);
});
afterEach(() => vi.unstubAllGlobals());

describe('outbox: payload versions', () => {
  it('writes the current version on every new item', async () => {
    const outbox = outboxWith(async () => ({ type: 'retry', reason: 'offline', unanswered: true }));
    await submitThrough({ outbox, store }, 'lead', row);
    expect(await store.list()).toMatchObject([{ v: PAYLOAD_VERSION, payload: row }]);
  });

  it('an item stored before versions existed lands after a deploy, through the real sender', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(init.body as string));
      return bodies.length === 1 ? new Response(null, { status: 201 }) : Response.json({ ok: true });
    });
    await store.put(writtenBeforeVersions);
    expect(await outboxWith(leadSender as Sender).flush()).toEqual({ delivered: 1, pending: 0, nextAttemptAt: null });
    // The row as it was written (the columns added since are null in the table), then the notification by id.
    expect(bodies).toEqual([{ id: writtenBeforeVersions.id, ...row }, { id: writtenBeforeVersions.id }]);
  });

  it("a newer app migrates an older item's payload before sending it; the stored item stays as written", async () => {
    // Version 2 of a future app: the lead's `telegram` became `handles: { telegram }`.
    const version2: PayloadVersions = {
      version: 2,
      migrations: {
        lead: [
          (payload) => payload,
          (payload) => {
            const { telegram, ...rest } = payload as LeadRow;
            return { ...rest, handles: { telegram } };
          },
        ],
      },
    };
    const seen: OutboxItem[] = [];
    const outbox = outboxWith(async (item) => {
      seen.push(item);
      return seen.length === 1 ? { type: 'retry', reason: 'HTTP 503', status: 503 } : { type: 'delivered' };
    }, version2);
    await store.put(writtenBeforeVersions);
    await store.put({ ...writtenBeforeVersions, id: 'written-as-v1', v: 1, createdAt: clock - 30_000 });
    await outbox.flush({ force: true });
    const { telegram: _moved, ...rest } = row;
    expect(seen.map((item) => [item.id, item.v, item.payload])).toEqual([
      [writtenBeforeVersions.id, 2, { ...rest, handles: { telegram: '@alice_tg' } }],
      ['written-as-v1', 2, { ...rest, handles: { telegram: '@alice_tg' } }],
    ]);
    expect(await store.list()).toMatchObject([{ id: writtenBeforeVersions.id, payload: row }]);
    expect((await store.list())[0]).not.toHaveProperty('v');
  });

  it('an item written by a newer app is left for it: not sent, and no flush is planned for it', async () => {
    const sent: string[] = [];
    const outbox = outboxWith(async (item) => {
      sent.push(item.id);
      return { type: 'delivered' };
    });
    await store.put({ ...writtenBeforeVersions, v: PAYLOAD_VERSION + 1 });
    expect(await outbox.flush({ force: true })).toEqual({ delivered: 0, pending: 1, nextAttemptAt: null });
    expect(sent).toEqual([]);
  });
});
