/**
 * The proof of each cookie choice: the event made from the stored record, kept in the outbox without sending before
 * the page reloads, and the sender that inserts it into `consent_events`.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../src/config.ts';
import { consentEvent, keepConsentEvent, STORE_WAIT_MS } from '../../src/consent/consentEvent.ts';
import { createConsent, type ConsentMethod } from '../../src/consent/consentRecord.ts';
import { COOKIE_POLICY_DATE, effectiveDateLine, PRIVACY_POLICY_DATE } from '../../src/content/legal/consent.ts';
import { cookiePolicy } from '../../src/content/legal/cookiePolicy.ts';
import { privacyPolicy } from '../../src/content/legal/privacy.ts';
import { sendConsentEvent, type ConsentEvent } from '../../src/lib/outbox/consentSender.ts';
import { keepSubmission } from '../../src/lib/outbox/keep.ts';
import { OUTBOX_CHANNEL } from '../../src/lib/outbox/signals.ts';
import { createOutbox } from '../../src/lib/outbox/outbox.ts';
import { payloadMigrations } from '../../src/lib/outbox/payloadVersions.ts';
import { senders } from '../../src/lib/outbox/senders.ts';
import { indexedDbStore } from '../../src/lib/outbox/store.ts';
import type { OutboxItem } from '../../src/lib/outbox/types.ts';

const record = createConsent({ analytics: true, advertising: false }, new Date('2026-12-05T10:00:00.000Z'));
const event: ConsentEvent = consentEvent(record, 'accept-all', true)!;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('consent event: what is sent', () => {
  it('holds the choice, the signal, the policy dates the pages show, the time and the method: nothing about the visitor', () => {
    expect(event).toEqual({
      id: record.id,
      record_version: 1,
      analytics: true,
      advertising: false,
      gpc: true,
      privacy_policy_date: '2026-11-29',
      cookie_policy_date: '2026-11-29',
      chosen_at: '2026-12-05T10:00:00.000Z',
      method: 'accept-all',
    });
  });

  it('uses the dates the legal pages show as their effective dates', () => {
    expect(privacyPolicy.dateLine).toBe('Effective 29 November 2026');
    expect(cookiePolicy.dateLine).toBe('Effective 29 November 2026');
    expect(effectiveDateLine(PRIVACY_POLICY_DATE)).toBe(privacyPolicy.dateLine);
    expect(effectiveDateLine(COOKIE_POLICY_DATE)).toBe(cookiePolicy.dateLine);
  });

  it.each<ConsentMethod>(['accept-all', 'reject-all', 'banner-save', 'dialog-save'])(
    'names the method %s',
    (method) => {
      expect(consentEvent(record, method, false)).toMatchObject({ method, gpc: false });
    },
  );

  it('makes no event of a record without an id (one stored before choices had ids)', () => {
    const { id: _id, ...old } = record;
    expect(consentEvent(old, 'dialog-save', false)).toBeNull();
  });

  it('is a kind the outbox knows: a sender and a payload version entry', () => {
    expect(senders.consent).toBe(sendConsentEvent);
    expect(payloadMigrations.consent).toHaveLength(1);
  });
});

describe('kept without delivering (a page about to reload)', () => {
  it("is stored in the outbox's own store, free for any flusher, and delivered by the next page's flush without waiting for a back-off", async () => {
    const store = indexedDbStore(); // where keepSubmission stores, as the bootstrap's leads
    await keepConsentEvent(record, 'accept-all', true, false);
    const [kept] = await store.list();
    expect(kept).toMatchObject({ kind: 'consent', payload: event, attempts: 0 });
    expect(kept?.leaseOwner).toBeUndefined();

    const sent: OutboxItem[] = [];
    const nextPage = createOutbox({
      getStore: async () => store,
      senders: {
        consent: async (item) => {
          sent.push(item);
          return { type: 'delivered' };
        },
      },
      channelName: null,
      onRetry: vi.fn(),
      withLock: (run) => run(),
    });
    expect(await nextPage.flush()).toEqual({ delivered: 1, pending: 0, nextAttemptAt: null });
    expect(sent.map((item) => item.payload)).toEqual([event]);
    expect(await store.list()).toEqual([]);
  });

  it('is announced to no open page, this one included: its flushers would start a send the reload cuts off, and the next page would send it again', async () => {
    const heard: unknown[] = [];
    const pages = new BroadcastChannel(OUTBOX_CHANNEL);
    pages.onmessage = (message) => heard.push((message as MessageEvent).data);
    try {
      await keepConsentEvent(record, 'accept-all', true, false);
      // Kept after it and announced: once this is heard, an announcement of the consent event would have been.
      await keepSubmission('lead', { project: '@ada' }, { id: 'lead-after' });
      await vi.waitFor(() => expect(heard).not.toEqual([]));
      expect(heard).toEqual([{ type: 'queued', id: 'lead-after', kind: 'lead' }]);
    } finally {
      pages.close();
      const store = indexedDbStore();
      for (const item of await store.list()) await store.remove(item.id);
    }
  });
});

describe('keepConsentEvent', () => {
  it('keeps the event and tells the open pages, whose flushers send it; only keeps it when the page reloads', async () => {
    const keep = vi.fn(async () => undefined);
    await keepConsentEvent(record, 'banner-save', false, false, keep);
    await keepConsentEvent(record, 'reject-all', false, true, keep);
    expect(keep.mock.calls).toEqual([
      ['consent', { ...event, gpc: false, method: 'banner-save' }, { id: expect.any(String), unloading: true }],
      ['consent', { ...event, gpc: false, method: 'reject-all' }, { id: expect.any(String), unloading: false }],
    ]);
  });

  it('waits at most STORE_WAIT_MS for storage that never answers before a reload, then goes on', async () => {
    vi.useFakeTimers();
    try {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const keep = vi.fn(() => new Promise<never>(() => undefined));
      let done = false;
      const kept = keepConsentEvent(record, 'accept-all', true, false, keep).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(STORE_WAIT_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await kept;
      expect(done).toBe(true);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining(`over ${STORE_WAIT_MS} ms`));
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs a failure to store and resolves: the choice itself still applies', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const keep = vi.fn(async () => Promise.reject(new Error('IndexedDB refused')));
    await expect(keepConsentEvent(record, 'accept-all', true, false, keep)).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('[consent]'),
      expect.objectContaining({ message: 'IndexedDB refused' }),
    );
  });
});

describe('consent sender', () => {
  const requests: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  let answer: () => Response;
  const item: OutboxItem<ConsentEvent> = {
    id: '11111111-1111-4111-8111-111111111111',
    kind: 'consent',
    payload: event,
    createdAt: 0,
    attempts: 0,
    nextAttemptAt: 0,
  };

  beforeEach(() => {
    requests.length = 0;
    answer = () => new Response(null, { status: 201 });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      requests.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(init.body as string) });
      return answer();
    });
  });

  it("inserts the event as it is, under the choice's own id, with the anon key and no answer body", async () => {
    expect(await sendConsentEvent(item)).toEqual({ type: 'delivered' });
    expect(requests).toEqual([
      {
        url: `${config.supabaseUrl}/rest/v1/consent_events`,
        headers: expect.objectContaining({ apikey: config.supabaseAnonKey, Prefer: 'return=minimal' }),
        body: event,
      },
    ]);
  });

  it('counts a replay (409, 23505) as delivered', async () => {
    answer = () =>
      Response.json(
        { code: '23505', message: 'duplicate key value violates unique constraint "consent_events_pkey"' },
        { status: 409 },
      );
    expect(await sendConsentEvent(item)).toEqual({ type: 'delivered' });
  });

  it('gives up on a row the database refuses (400, 23514)', async () => {
    answer = () => Response.json({ code: '23514', message: 'new row violates check constraint' }, { status: 400 });
    expect(await sendConsentEvent(item)).toMatchObject({ type: 'rejected' });
  });

  it('retries a 503, and nothing answering', async () => {
    answer = () => Response.json({ code: 'PGRST000' }, { status: 503 });
    expect(await sendConsentEvent(item)).toMatchObject({ type: 'retry', status: 503 });
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await sendConsentEvent(item)).toMatchObject({ type: 'retry', status: 0 });
  });
});
