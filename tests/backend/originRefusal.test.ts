/**
 * The edge functions' refusal of an origin outside ALLOWED_ORIGINS: its preflight stays refused without CORS
 * headers (the origin is not allowed to send), while the 403 of a request that arrives anyway carries
 * Access-Control-Allow-Origin for that origin, so the caller can read the refusal. Called in-process: the
 * refusal comes before any database work, which the store below would fail loudly.
 */

import { describe, expect, it } from 'vitest';
import { createFunctionHandlers, FUNCTION_NAMES } from '../../supabase/functions/_shared/functions.ts';
import type { BackendStore } from '../../supabase/functions/_shared/store.ts';

const untouchable = new Proxy({} as BackendStore, {
  get: (_target, name) => () => {
    throw new Error(`the refusal touched the database (${String(name)})`);
  },
});

const handlers = createFunctionHandlers({
  store: untouchable,
  notifier: {
    send: async () => {
      throw new Error('the refusal sent a Slack message');
    },
  },
  settings: { allowedOrigins: ['https://site.example'], rateLimitPerMinute: 10 },
  log: () => undefined,
  waitUntil: () => undefined,
});

const call = (name: (typeof FUNCTION_NAMES)[number], init: RequestInit) =>
  handlers[name](new Request(`http://functions.local/${name}`, init));

describe('edge functions: an origin that is not allowed', () => {
  it.each(FUNCTION_NAMES)(
    '%s answers its request 403 with CORS headers naming the origin, so the page can read it',
    async (name) => {
      const response = await call(name, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        body: JSON.stringify({}),
      });
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBe('https://evil.example');
      expect(response.headers.get('vary')).toBe('Origin');
      expect(await response.json()).toMatchObject({ error: 'Origin not allowed' });
    },
  );

  it('keeps its preflight refused, without CORS headers: the browser is not told it may send', async () => {
    const response = await call('update-crypto-transaction', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, content-type',
      },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('says update-crypto-transaction refused it the way that function says everything: success false', async () => {
    const response = await call('update-crypto-transaction', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await response.json()).toEqual({ success: false, error: 'Origin not allowed' });
  });

  it('still answers an allowed origin with its own CORS headers', async () => {
    const response = await call('get-cryptoclient-data', {
      method: 'OPTIONS',
      headers: { origin: 'https://site.example', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://site.example');
  });
});
