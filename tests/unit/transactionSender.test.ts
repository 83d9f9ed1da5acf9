import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxItem } from '../../src/lib/outbox/types.ts';
import type { TransactionPayload } from '../../src/lib/outbox/transactionSender.ts';

const invoke = vi.fn();
vi.mock('../../src/lib/supabaseClient.ts', () => ({ getSupabase: async () => ({ functions: { invoke } }) }));

const { sendTransaction } = await import('../../src/lib/outbox/transactionSender.ts');

const item: OutboxItem<TransactionPayload> = {
  id: '0b6d7f8e-9a1b-4c2d-8e3f-405162738495',
  kind: 'transaction',
  payload: { clientId: '7b0c3c4e-2f4a-4a53-9d3e-1f0e8f1c2a11', transactionUrl: 'https://etherscan.io/tx/0xabc', walletSelected: 'ethereum' },
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
};

/** What supabase-js returns for a non-2xx answer: a FunctionsHttpError carrying the Response. */
function httpError(status: number, body: unknown) {
  const context = new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  return { data: null, error: Object.assign(new Error('Edge Function returned a non-2xx status code'), { name: 'FunctionsHttpError', context }) };
}

const fetchError = { data: null, error: Object.assign(new Error('Failed to send a request to the Edge Function'), { name: 'FunctionsFetchError', context: new TypeError('Failed to fetch') }) };

beforeEach(() => invoke.mockReset());

describe('sendTransaction', () => {
  it('sends the payload with the outbox id as submission id', async () => {
    invoke.mockResolvedValue({ data: { success: true }, error: null });
    expect(await sendTransaction(item)).toEqual({ type: 'delivered' });
    expect(invoke).toHaveBeenCalledWith('update-crypto-transaction', {
      body: { ...item.payload, submissionId: item.id },
      timeout: expect.any(Number),
    });
  });

  it("rejects success: false with the server's error, or the spec's default", async () => {
    invoke.mockResolvedValueOnce({ data: { success: false, error: 'Transaction already recorded' }, error: null });
    expect(await sendTransaction(item)).toEqual({ type: 'rejected', message: 'Transaction already recorded' });
    invoke.mockResolvedValueOnce({ data: { success: false }, error: null });
    expect(await sendTransaction(item)).toEqual({ type: 'rejected', message: 'Failed to save transaction information.' });
    invoke.mockResolvedValueOnce(httpError(404, { success: false, error: 'Client not found' }));
    expect(await sendTransaction(item)).toEqual({ type: 'rejected', message: 'Client not found' });
    invoke.mockResolvedValueOnce(httpError(400, { success: false, error: '' }));
    expect(await sendTransaction(item)).toEqual({ type: 'rejected', message: 'Failed to save transaction information.' });
  });

  it.each([408, 429, 500, 502, 503, 504])('keeps the item for a retry on HTTP %i, as leads do', async (status) => {
    invoke.mockResolvedValue(httpError(status, status === 500 ? { success: false, error: 'Internal error' } : { message: 'Service Unavailable' }));
    expect(await sendTransaction(item)).toEqual({ type: 'retry', reason: `HTTP ${status}`, unanswered: false });
  });

  it('keeps the item for a retry when no answer arrives (offline, timeout)', async () => {
    invoke.mockResolvedValue(fetchError);
    expect(await sendTransaction(item)).toMatchObject({ type: 'retry', unanswered: true });
  });

  it('counts a conflict on the submission id as delivered: an earlier attempt is stored', async () => {
    invoke.mockResolvedValue(httpError(409, { success: false, error: 'duplicate key value violates unique constraint' }));
    expect(await sendTransaction(item)).toEqual({ type: 'delivered' });
  });

  it("rejects a refusal (4xx with success: false) for good, with the server's reason", async () => {
    invoke.mockResolvedValueOnce(httpError(400, { success: false, error: 'Invalid request body: transactionUrl: must be an http(s) URL' }));
    expect(await sendTransaction(item)).toEqual({ type: 'rejected', message: 'Invalid request body: transactionUrl: must be an http(s) URL' });
    invoke.mockResolvedValueOnce(httpError(413, { success: false }));
    expect(await sendTransaction(item)).toEqual({ type: 'rejected', message: 'Failed to save transaction information.' });
  });

  it('rejects other call errors with the please-try-again message', async () => {
    for (const answer of [httpError(401, { message: 'Invalid API key' }), httpError(403, 'not json'), httpError(405, { error: 'Method not allowed' })]) {
      invoke.mockResolvedValueOnce(answer);
      expect(await sendTransaction(item)).toEqual({ type: 'rejected', message: 'Failed to save transaction information. Please try again.' });
    }
    invoke.mockResolvedValueOnce({ data: 'OK', error: null });
    expect(await sendTransaction(item)).toEqual({ type: 'rejected', message: 'Failed to save transaction information. Please try again.' });
  });
});
