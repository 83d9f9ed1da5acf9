import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxItem } from '../../src/lib/outbox/types.ts';

// A stand-in for supabase-js: the insert answer and the function answer are set per test.
const backend = vi.hoisted(() => ({
  insert: { error: null as null | { code: string; message: string }, status: 201 },
  invoke: { error: null as null | Error, response: undefined as undefined | { status: number } },
  inserted: [] as unknown[],
  invoked: [] as unknown[],
}));

vi.mock('../../src/lib/supabaseClient.ts', () => ({
  getSupabase: async () => ({
    from: () => ({
      insert: (row: unknown) => {
        backend.inserted.push(row);
        return { abortSignal: async () => backend.insert };
      },
    }),
    functions: {
      invoke: async (_name: string, options: { body: unknown }) => {
        backend.invoked.push(options.body);
        return backend.invoke;
      },
    },
  }),
}));

const { leadSender, LEAD_INSERTED } = await import('../../src/lib/outbox/leadSender.ts');

const payload = { project: '@a', telegram: null, email: 'a@b.co', role: null, page_path: '/signup', utm_source: null, utm_medium: null, utm_campaign: null, utm_content: null, utm_term: null, referrer: null } as const;
const item = (stage?: string): OutboxItem<typeof payload> => ({ id: '11111111-1111-4111-8111-111111111111', kind: 'lead', payload, createdAt: 0, attempts: 0, nextAttemptAt: 0, stage });

beforeEach(() => {
  backend.insert = { error: null, status: 201 };
  backend.invoke = { error: null, response: { status: 200 } };
  backend.inserted = [];
  backend.invoked = [];
});

describe('lead sender: stage 1, the insert', () => {
  it('inserts the row with the outbox id and moves on to the notification', async () => {
    expect(await leadSender(item())).toEqual({ type: 'progress', stage: LEAD_INSERTED, accepted: true });
    expect(backend.inserted).toEqual([{ id: item().id, ...payload }]);
  });
  it('counts a replay (409, code 23505) as already inserted', async () => {
    backend.insert = { error: { code: '23505', message: 'duplicate key' }, status: 409 };
    expect(await leadSender(item())).toEqual({ type: 'progress', stage: LEAD_INSERTED, accepted: true });
  });
  it.each([0, 408, 429, 500, 502, 503, 504])('retries when the insert answers %i (0: nothing answered)', async (status) => {
    backend.insert = { error: { code: '', message: 'x' }, status };
    expect(await leadSender(item())).toMatchObject({ type: 'retry', unanswered: status === 0 });
  });
  it.each([400, 401, 403, 404, 409])('rejects a definitive %i with the SPEC message', async (status) => {
    backend.insert = { error: { code: '23514', message: 'check' }, status };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await leadSender(item())).toEqual({ type: 'rejected', message: 'Failed to submit lead. Please try again.' });
  });
});

describe('lead sender: stage 2, the Slack notification', () => {
  it('does not insert again, and is delivered once the function answers', async () => {
    expect(await leadSender(item(LEAD_INSERTED))).toEqual({ type: 'delivered' });
    expect(backend.inserted).toEqual([]);
    expect(backend.invoked).toEqual([{ id: item().id, ...payload }]);
  });
  it.each([0, 429, 502, 503, 504])('retries the notification on %i (0: nothing answered)', async (status) => {
    backend.invoke = { error: new Error('x'), response: status ? { status } : undefined };
    expect(await leadSender(item(LEAD_INSERTED))).toMatchObject({ type: 'retry', unanswered: status === 0 });
  });
  it('only logs a definitive notification failure (SPEC §7)', async () => {
    backend.invoke = { error: new Error('x'), response: { status: 404 } };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await leadSender(item(LEAD_INSERTED))).toEqual({ type: 'delivered' });
    expect(warn).toHaveBeenCalledOnce();
  });
});
