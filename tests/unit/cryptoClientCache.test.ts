import { beforeEach, describe, expect, it, vi } from 'vitest';

const invoke = vi.fn();
const getSupabase = vi.fn(async () => ({ functions: { invoke } }));
vi.mock('../../src/forms/crypto/supabaseClient.ts', () => ({ getSupabase: () => getSupabase() }));

/** localStorage for Node: the module reads and writes it as a page would. */
const stored = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
});

const { CLIENT_FRESH_MS, lookUpCryptoClient } = await import('../../src/forms/crypto/cryptoClientCache.ts');

const ID = '7b0c3c4e-2f4a-4a53-9d3e-1f0e8f1c2a11';
const T0 = 1_700_000_000_000;

const found = (product: string | null) => ({ data: { data: { id: ID, product } }, error: null });
function httpError(status: number) {
  const context = new Response(JSON.stringify({ error: 'x' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
  return { data: null, error: Object.assign(new Error('Edge Function returned a non-2xx status code'), { context }) };
}
const noAnswer = {
  data: null,
  error: Object.assign(new Error('Failed to send a request to the Edge Function'), {
    context: new TypeError('Failed to fetch'),
  }),
};

beforeEach(() => {
  stored.clear();
  invoke.mockReset();
  getSupabase.mockClear();
  vi.useFakeTimers({ toFake: ['setTimeout'] });
});

describe('lookUpCryptoClient', () => {
  it('answers the product and asks once while the answer is fresh (5 minutes)', async () => {
    invoke.mockResolvedValue(found('reply-rocket-pro'));
    expect(await lookUpCryptoClient(ID, T0)).toEqual({ ok: true, product: 'reply-rocket-pro' });
    expect(invoke).toHaveBeenCalledWith('get-cryptoclient-data', {
      body: { clientId: ID },
      timeout: expect.any(Number),
    });
    expect(await lookUpCryptoClient(ID, T0 + CLIENT_FRESH_MS - 1)).toEqual({ ok: true, product: 'reply-rocket-pro' });
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(await lookUpCryptoClient(ID, T0 + CLIENT_FRESH_MS)).toEqual({ ok: true, product: 'reply-rocket-pro' });
    expect(invoke).toHaveBeenCalledTimes(2);
  });

  it("retries once when no answer came, then gives up with the product's message", async () => {
    invoke.mockResolvedValue(noAnswer);
    const lookup = lookUpCryptoClient(ID, T0);
    await vi.runAllTimersAsync();
    expect(await lookup).toEqual({ ok: false, message: 'Failed to retrieve client information' });
    expect(invoke).toHaveBeenCalledTimes(2);
  });

  it('succeeds on the retry after a 503', async () => {
    invoke.mockResolvedValueOnce(httpError(503)).mockResolvedValueOnce(found('reply-rocket-lite'));
    const lookup = lookUpCryptoClient(ID, T0);
    await vi.runAllTimersAsync();
    expect(await lookup).toEqual({ ok: true, product: 'reply-rocket-lite' });
  });

  it('does not retry a malformed id (400) and reports it', async () => {
    invoke.mockResolvedValue(httpError(400));
    expect(await lookUpCryptoClient('not-a-uuid', T0)).toEqual({
      ok: false,
      message: 'Failed to retrieve client information',
    });
    expect(invoke).toHaveBeenCalledTimes(1);
  });

  it('reports an unknown client (404) or an answer without data as not found', async () => {
    invoke.mockResolvedValueOnce(httpError(404));
    expect(await lookUpCryptoClient(ID, T0)).toEqual({ ok: false, message: 'Client information not found' });
    invoke.mockResolvedValueOnce({ data: { data: null }, error: null });
    expect(await lookUpCryptoClient(ID, T0)).toEqual({ ok: false, message: 'Client information not found' });
    expect(invoke).toHaveBeenCalledTimes(2);
  });

  it('reports a missing id without calling', async () => {
    expect(await lookUpCryptoClient(undefined)).toEqual({ ok: false, message: 'Client ID not found' });
    expect(await lookUpCryptoClient('  ')).toEqual({ ok: false, message: 'Client ID not found' });
    expect(invoke).not.toHaveBeenCalled();
  });

  it('reports an exception as an unexpected error', async () => {
    getSupabase.mockRejectedValueOnce(new Error('chunk failed to load'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await lookUpCryptoClient(ID, T0)).toEqual({ ok: false, message: 'An unexpected error occurred' });
  });

  it('keeps the product for a reload offline, whatever its age, but forgets a client the server no longer knows', async () => {
    invoke.mockResolvedValueOnce(found(null));
    await lookUpCryptoClient(ID, T0);
    invoke.mockResolvedValue(noAnswer);
    const offline = lookUpCryptoClient(ID, T0 + 24 * 3600_000);
    await vi.runAllTimersAsync();
    expect(await offline).toEqual({ ok: true, product: null });

    getSupabase.mockRejectedValueOnce(new Error('chunk failed to load'));
    expect(await lookUpCryptoClient(ID, T0 + 24 * 3600_000)).toEqual({ ok: true, product: null });

    invoke.mockResolvedValue(httpError(404));
    expect(await lookUpCryptoClient(ID, T0 + 24 * 3600_000)).toEqual({
      ok: false,
      message: 'Client information not found',
    });
    invoke.mockResolvedValue(noAnswer);
    const gone = lookUpCryptoClient(ID, T0 + 24 * 3600_000);
    await vi.runAllTimersAsync();
    expect(await gone).toEqual({ ok: false, message: 'Failed to retrieve client information' });
  });

  it('keeps only the product and the time, nothing personal', async () => {
    invoke.mockResolvedValue({
      data: { data: { id: ID, product: 'reply-rocket-pro', email: 'leak@example.com' } },
      error: null,
    });
    await lookUpCryptoClient(ID, T0);
    expect(JSON.parse([...stored.values()][0]!)).toEqual({ [ID]: { product: 'reply-rocket-pro', fetchedAt: T0 } });
  });
});
