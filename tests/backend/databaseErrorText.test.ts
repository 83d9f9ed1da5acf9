/**
 * A statement the database refuses (a check constraint the functions' schemas did not foresee) is answered 400
 * with a generic message and the SQLSTATE; the database's own text, which names tables and constraints, goes
 * to the function log only. Called in-process with a store that refuses as PostgreSQL would.
 */

import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { createFunctionHandlers } from '../../supabase/functions/_shared/functions.ts';
import type { BackendStore } from '../../supabase/functions/_shared/store.ts';
import { etherscanLink } from './transactionLinks.ts';

const DATABASE_TEXT =
  'new row for relation "crypto_transactions" violates check constraint "crypto_transactions_url_format"';

const refusing = new Proxy({} as BackendStore, {
  get: (_target, name) =>
    name === 'countRequest'
      ? async () => ({ recentHits: 1, retryAfterSeconds: 60 })
      : async () => {
          throw Object.assign(new Error(DATABASE_TEXT), { code: '23514' });
        },
});

it('answers a refused statement 400 with a generic message and the code, and logs the detail', async () => {
  const log: string[] = [];
  const handlers = createFunctionHandlers({
    store: refusing,
    notifier: { send: async () => undefined },
    settings: { allowedOrigins: '*', rateLimitPerMinute: 10 },
    log: (line) => log.push(line),
    waitUntil: () => undefined,
  });
  const response = await handlers['update-crypto-transaction'](
    new Request('http://functions.local/update-crypto-transaction', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientId: randomUUID(),
        transactionUrl: etherscanLink(),
        walletSelected: 'ethereum',
        submissionId: randomUUID(),
      }),
    }),
  );
  expect(response.status).toBe(400);
  const body = await response.json();
  expect(body).toEqual({ success: false, error: 'Rejected by the database (code 23514)' });
  expect(JSON.stringify(body)).not.toContain('crypto_transactions');
  expect(log.join('\n')).toContain(DATABASE_TEXT);
});
