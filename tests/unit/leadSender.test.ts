import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../src/config.ts';
import { LEAD_INSERTED, leadSender } from '../../src/lib/outbox/leadSender.ts';
import type { OutboxItem } from '../../src/lib/outbox/types.ts';
import type { NewLead } from '../../src/shared/lead.ts';

/** The backend as `fetch` sees it: each request is recorded, and answered by `answer` (a throw: no answer). */
const backend = {
  requests: [] as { url: string; headers: Record<string, string>; body: unknown }[],
  answer: (): Response => new Response(null, { status: 201 }),
};

beforeEach(() => {
  backend.requests = [];
  backend.answer = () => new Response(null, { status: 201 });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    backend.requests.push({
      url,
      headers: init.headers as Record<string, string>,
      body: JSON.parse(init.body as string),
    });
    return backend.answer();
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) => () => Response.json(body, { status });
const noAnswer = () => {
  throw new TypeError('Failed to fetch');
};

const payload: NewLead = {
  project: '@a',
  telegram: null,
  email: 'a@b.co',
  role: null,
  page_path: '/signup',
  utm_source: 'x',
  utm_medium: null,
  utm_campaign: 'b',
  utm_content: null,
  utm_term: null,
  referrer: 'https://t.co',
  landing_path: '/l1',
  twclid: null,
  tg_start_param: null,
  first_utm_source: 'x',
  first_utm_medium: null,
  first_utm_campaign: 'a',
  first_utm_content: null,
  first_utm_term: null,
  first_referrer: 'https://t.co',
  first_landing_path: '/np1',
  first_twclid: '23dk8s',
  first_tg_start_param: null,
  first_seen_at: '2026-11-24T10:00:00.000Z',
  browser_context: 'x-inapp',
  consent_id: null,
};
const item = (stage?: string): OutboxItem<typeof payload> => ({
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'lead',
  payload,
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  stage,
});

describe('lead sender: stage 1, the insert', () => {
  it('inserts the row with the outbox id through PostgREST, with the anon key, and moves on to the notification', async () => {
    expect(await leadSender(item())).toEqual({ type: 'progress', stage: LEAD_INSERTED, accepted: true });
    expect(backend.requests).toEqual([
      {
        url: `${config.supabaseUrl}/rest/v1/leads`,
        headers: expect.objectContaining({
          apikey: config.supabaseAnonKey,
          Authorization: `Bearer ${config.supabaseAnonKey}`,
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
        }),
        body: { id: item().id, ...payload },
      },
    ]);
  });
  it('counts 204 as inserted too', async () => {
    backend.answer = () => new Response(null, { status: 204 });
    expect(await leadSender(item())).toMatchObject({ type: 'progress', accepted: true });
  });
  it('counts a replay (409, code 23505) as already inserted', async () => {
    backend.answer = json(409, {
      code: '23505',
      message: 'duplicate key value violates unique constraint "leads_pkey"',
      details: null,
      hint: null,
    });
    expect(await leadSender(item())).toEqual({ type: 'progress', stage: LEAD_INSERTED, accepted: true });
  });
  it.each([408, 429, 500, 502, 503, 504])('retries when the insert answers %i', async (status) => {
    backend.answer = json(status, { code: 'PGRST000', message: 'x' });
    expect(await leadSender(item())).toMatchObject({ type: 'retry', unanswered: false, status });
  });
  it('retries when nothing answers, and says so: the next item would fare no better', async () => {
    backend.answer = noAnswer;
    expect(await leadSender(item())).toMatchObject({ type: 'retry', unanswered: true, status: 0 });
  });
  it('sends with a timeout signal, and retries when it fires', async () => {
    const signals: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      signals.push(init.signal);
      throw new DOMException('The operation timed out.', 'TimeoutError');
    });
    expect(await leadSender(item())).toMatchObject({ type: 'retry', unanswered: true });
    expect(signals).toEqual([expect.any(AbortSignal)]);
  });
  it.each([
    [401, { code: '42501', message: 'permission denied for table leads' }],
    [403, { message: 'Forbidden' }],
    [404, { code: 'PGRST205', message: "Could not find the table 'public.leads' in the schema cache" }],
    [400, { code: 'PGRST204', message: "Could not find the 'role' column of 'leads' in the schema cache" }],
  ])('doubts a temporary-looking %i: retried for hours, then the refusal', async (status, body) => {
    backend.answer = json(status, body);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await leadSender(item())).toEqual({
      type: 'doubtful',
      reason: expect.any(String),
      status,
      definitive: { type: 'rejected', message: 'Failed to submit lead. Please try again.', status },
    });
  });
  it('doubts a request that failed while the browser is online (a CORS refusal): once believed, it stops holding the queue', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    backend.answer = noAnswer;
    expect(await leadSender(item())).toMatchObject({
      type: 'doubtful',
      unanswered: true,
      definitive: { type: 'retry', status: 0 },
    });
  });
  it.each([
    [400, { code: '23514', message: 'new row violates check constraint "leads_email_format"' }],
    [409, { code: '23503', message: 'foreign key' }],
    [413, { message: 'Payload too large' }],
  ])("rejects a definitive %i with the product's failure message", async (status, body) => {
    backend.answer = json(status, body);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await leadSender(item())).toEqual({
      type: 'rejected',
      message: 'Failed to submit lead. Please try again.',
      status,
    });
  });
});

describe('lead sender: stage 2, the Slack notification', () => {
  it('does not insert again, and is delivered once the function answers', async () => {
    backend.answer = json(200, { ok: true });
    expect(await leadSender(item(LEAD_INSERTED))).toEqual({ type: 'delivered' });
    expect(backend.requests).toEqual([
      {
        url: `${config.supabaseUrl}/functions/v1/slack-notification`,
        headers: expect.objectContaining({
          apikey: config.supabaseAnonKey,
          Authorization: `Bearer ${config.supabaseAnonKey}`,
          'Content-Type': 'application/json',
        }),
        // The id alone: the function reads the stored row, so no lead column ever has to be known to it.
        body: { id: item().id },
      },
    ]);
  });
  it.each([
    [429, { error: 'Too many requests' }],
    [500, { error: 'Internal error' }],
    [502, { error: 'Slack answered 502' }],
    [503, { error: 'Slack is down' }],
    [504, { error: 'Gateway timeout' }],
    [404, { code: 'NOT_FOUND', message: 'Requested function was not found' }],
  ])(
    'counts the lead as delivered when the notification answers %i: the backend queue sends the message',
    async (status, body) => {
      backend.answer = json(status, body);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(await leadSender(item(LEAD_INSERTED))).toEqual({ type: 'delivered' });
      expect(backend.requests).toHaveLength(1);
    },
  );
  it('counts the lead as delivered when nothing answers the notification', async () => {
    backend.answer = noAnswer;
    vi.stubGlobal('navigator', { onLine: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await leadSender(item(LEAD_INSERTED))).toEqual({ type: 'delivered' });
  });
  it('only logs a definitive notification failure (docs/product.md#lead-forms)', async () => {
    backend.answer = json(400, { error: 'Invalid request body' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await leadSender(item(LEAD_INSERTED))).toEqual({ type: 'delivered' });
    expect(warn).toHaveBeenCalledOnce();
  });
});
