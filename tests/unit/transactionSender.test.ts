import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../src/config.ts';
import { sendTransaction, type TransactionPayload } from '../../src/lib/outbox/transactionSender.ts';
import type { OutboxItem } from '../../src/lib/outbox/types.ts';

const item: OutboxItem<TransactionPayload> = {
  id: '0b6d7f8e-9a1b-4c2d-8e3f-405162738495',
  kind: 'transaction',
  payload: {
    clientId: '7b0c3c4e-2f4a-4a53-9d3e-1f0e8f1c2a11',
    transactionUrl: 'https://etherscan.io/tx/0xabc',
    walletSelected: 'ethereum',
  },
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
};

/** What `fetch` answers next; a function that throws stands for no answer at all. */
const fetchStub = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const answer = (status: number, body: unknown) =>
  fetchStub.mockResolvedValueOnce(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

beforeEach(() => {
  fetchStub.mockReset();
  vi.stubGlobal('fetch', fetchStub);
});
afterEach(() => vi.unstubAllGlobals());

describe('sendTransaction', () => {
  it('sends the payload with the outbox id as submission id to update-crypto-transaction', async () => {
    answer(200, { success: true });
    expect(await sendTransaction(item)).toEqual({ type: 'delivered' });
    const [url, init] = fetchStub.mock.calls[0] ?? [];
    expect(url).toBe(`${config.supabaseUrl}/functions/v1/update-crypto-transaction`);
    expect(init).toMatchObject({
      method: 'POST',
      headers: {
        apikey: config.supabaseAnonKey,
        Authorization: `Bearer ${config.supabaseAnonKey}`,
        'Content-Type': 'application/json',
      },
    });
    expect(JSON.parse(init?.body as string)).toEqual({ ...item.payload, submissionId: item.id });
  });

  it("rejects success: false with the server's error, or the product's default", async () => {
    answer(200, { success: false, error: 'Transaction already recorded' });
    expect(await sendTransaction(item)).toEqual({
      type: 'rejected',
      message: 'Transaction already recorded',
      status: 200,
    });
    answer(200, { success: false });
    expect(await sendTransaction(item)).toEqual({
      type: 'rejected',
      message: 'Failed to save transaction information.',
      status: 200,
    });
    answer(404, { success: false, error: 'Client not found' });
    expect(await sendTransaction(item)).toEqual({ type: 'rejected', message: 'Client not found', status: 404 });
    answer(400, { success: false, error: '' });
    expect(await sendTransaction(item)).toEqual({
      type: 'rejected',
      message: 'Failed to save transaction information.',
      status: 400,
    });
  });

  it.each([408, 429, 500, 502, 503, 504])('keeps the item for a retry on HTTP %i, as leads do', async (status) => {
    answer(status, status === 500 ? { success: false, error: 'Internal error' } : { message: 'Service Unavailable' });
    expect(await sendTransaction(item)).toEqual({ type: 'retry', reason: `HTTP ${status}`, unanswered: false, status });
  });

  it('keeps the item for a retry when no answer arrives (offline, timeout)', async () => {
    fetchStub.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await sendTransaction(item)).toMatchObject({ type: 'retry', unanswered: true });
  });

  it('counts a conflict on the submission id as delivered: an earlier attempt is stored', async () => {
    answer(409, { success: false, error: 'duplicate key value violates unique constraint' });
    expect(await sendTransaction(item)).toEqual({ type: 'delivered' });
  });

  it("rejects a refusal (4xx with success: false) for good, with the server's reason", async () => {
    answer(400, { success: false, error: 'Invalid request body: transactionUrl: must be an http(s) URL' });
    expect(await sendTransaction(item)).toEqual({
      type: 'rejected',
      message: 'Invalid request body: transactionUrl: must be an http(s) URL',
      status: 400,
    });
    answer(413, { success: false });
    expect(await sendTransaction(item)).toEqual({
      type: 'rejected',
      message: 'Failed to save transaction information.',
      status: 413,
    });
  });

  it('rejects other call errors with the please-try-again message', async () => {
    answer(405, { error: 'Method not allowed' });
    expect(await sendTransaction(item)).toEqual({
      type: 'rejected',
      message: 'Failed to save transaction information. Please try again.',
      status: 405,
    });
    answer(200, 'OK');
    expect(await sendTransaction(item)).toEqual({
      type: 'rejected',
      message: 'Failed to save transaction information. Please try again.',
      status: 200,
    });
  });

  it("doubts the gateway's 401/403/404 and the origin refusal: retried before they are believed", async () => {
    const callFailed = { type: 'rejected', message: 'Failed to save transaction information. Please try again.' };
    for (const [status, body, definitive] of [
      [401, { message: 'Invalid API key' }, callFailed],
      [403, 'not json', callFailed],
      [404, { code: 'NOT_FOUND', message: 'Requested function was not found' }, callFailed],
      [403, { success: false, error: 'Origin not allowed' }, { type: 'rejected', message: 'Origin not allowed' }],
    ] as const) {
      answer(status, body);
      expect(await sendTransaction(item)).toEqual({
        type: 'doubtful',
        reason: `HTTP ${status}`,
        status,
        definitive: { ...definitive, status },
      });
    }
  });

  it('doubts a request that failed while the browser is online (a CORS refusal looks so)', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    fetchStub.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await sendTransaction(item)).toMatchObject({
      type: 'doubtful',
      unanswered: true,
      definitive: { type: 'retry', status: 0 },
    });
  });
});
