/**
 * Limits an attacker cannot dodge by spreading out or by sending junk:
 * - leads are capped per IPv6 /48 beside the per-/64 cap (one /48 holds 65,536 /64s);
 * - the crypto sign-up is capped per hour like the leads (per address and per /48), not only per minute;
 * - a crypto client may send a handful of transactions, refused claims on others' payments included;
 * - a request whose address does not parse counts in one shared bucket, in the database as in the functions.
 */

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../src/shared/localStack.ts';
import { TOO_MANY_TRANSACTIONS } from '../../supabase/functions/_shared/updateCryptoTransaction.ts';
import { TRANSACTIONS_PER_CLIENT } from '../../supabase/functions/_shared/store.ts';
import { describeOnEachDatabase, startTestBackend, STARTUP_TIMEOUT_MS, type TestBackend } from './harness.ts';
import { basescanLink, evmHash } from './transactionLinks.ts';

const LEADS_PER_ADDRESS = 20;
const LEADS_PER_48 = 60;
const SIGNUPS_PER_HOUR = 20;
const SIGNUPS_PER_48 = 60;

let counter = 0;
/** A fresh /64 inside the /48 2001:db8:`net`::/48 on every call. */
function inNetwork(net: number): string {
  counter += 1;
  return `2001:db8:${net.toString(16)}:${counter.toString(16)}::1`;
}

describeOnEachDatabase('limits per network, per hour, per client, and for unparseable addresses', (variant) => {
  let backend: TestBackend;
  beforeAll(async () => {
    // Every function call of this file is allowed per minute: the hourly and per-client caps are under test.
    backend = await startTestBackend(variant, { functionSettings: { allowedOrigins: '*', rateLimitPerMinute: 1000 } });
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => backend.close(), STARTUP_TIMEOUT_MS);
  beforeEach(async () => {
    expect((await backend.admin('/_local/reset', { method: 'POST' })).status).toBe(200);
  });

  const post = (path: string, address: string, body: object) =>
    fetch(`${backend.url}${path}`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_ANON_KEY,
        authorization: `Bearer ${LOCAL_ANON_KEY}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
        'x-forwarded-for': address,
      },
      body: JSON.stringify(body),
    });
  const insertLead = (address: string) => post('/rest/v1/leads', address, { id: randomUUID(), project: '@net_test' });
  const signUp = (address: string) =>
    post('/functions/v1/crypto-signup-notification', address, {
      action: 'create_client',
      full_name: 'Ada Lovelace',
      email: `ada+${randomUUID()}@example.com`,
      company_name: 'Engines',
      vat_tax_number: null,
      business_address: '1 Street',
      city: 'London',
      country: 'UK',
      postcode_zip: 'EC1',
      product: 'reply-rocket-pro',
      terms_accepted: true,
    });
  const leadCount = async () => (await backend.rows('leads')).length;

  it(`caps leads at ${LEADS_PER_48} an hour from one /48, however many /64s they come from`, async () => {
    for (let i = 0; i < LEADS_PER_48; i += 1) {
      expect({ i, status: (await insertLead(inNetwork(1))).status }).toEqual({ i, status: 201 });
    }
    const refused = await insertLead(inNetwork(1));
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { details: string }).details).toBe(
      `At most ${LEADS_PER_48} leads an hour are accepted from one /48 network`,
    );
    expect(await leadCount()).toBe(LEADS_PER_48);
    // Another /48, and the /64 cap still holds within it.
    for (let i = 0; i < LEADS_PER_ADDRESS; i += 1) expect((await insertLead('2001:db8:2:1::7')).status).toBe(201);
    expect((await insertLead('2001:db8:2:1::8')).status).toBe(429);
    expect((await insertLead(inNetwork(2))).status).toBe(201);
  });

  it('counts leads whose address does not parse in one shared bucket', async () => {
    for (let i = 0; i < LEADS_PER_ADDRESS; i += 1) {
      expect((await insertLead(`junk-${i}`)).status).toBe(201);
    }
    expect((await insertLead('more-junk')).status).toBe(429);
    expect((await insertLead('198.51.100.7')).status).toBe(201);
  });

  it(`caps crypto sign-ups at ${SIGNUPS_PER_HOUR} an hour per address and ${SIGNUPS_PER_48} per /48`, async () => {
    for (let i = 0; i < SIGNUPS_PER_HOUR; i += 1) {
      expect({ i, status: (await signUp('198.51.100.9')).status }).toEqual({ i, status: 200 });
    }
    const refused = await signUp('198.51.100.9');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    for (let i = 0; i < SIGNUPS_PER_48; i += 1) {
      expect({ i, status: (await signUp(inNetwork(3))).status }).toEqual({ i, status: 200 });
    }
    expect((await signUp(inNetwork(3))).status).toBe(429);
    expect((await signUp(inNetwork(4))).status).toBe(200);
    expect((await backend.rows('crypto_clients')).length).toBe(SIGNUPS_PER_HOUR + SIGNUPS_PER_48 + 1);
  });

  it('counts function calls whose address does not parse in one shared bucket', async () => {
    for (let i = 0; i < SIGNUPS_PER_HOUR; i += 1) expect((await signUp(`junk-${i}`)).status).toBe(200);
    expect((await signUp('other-junk')).status).toBe(429);
  });

  it(`lets a crypto client send ${TRANSACTIONS_PER_CLIENT} transactions, refused claims included, then refuses more and announces nothing`, async () => {
    const clientOf = async (response: Response) => ((await response.json()) as { client: { id: string } }).client.id;
    const owner = await clientOf(await signUp('198.51.100.20'));
    const claimer = await clientOf(await signUp('198.51.100.21'));
    const taken = evmHash();
    const pay = (clientId: string, transactionUrl: string, submissionId = randomUUID()) =>
      post('/functions/v1/update-crypto-transaction', '198.51.100.22', {
        clientId,
        transactionUrl,
        walletSelected: 'base',
        submissionId,
      });
    expect((await pay(owner, basescanLink(taken))).status).toBe(200);
    // Two claims on another's payment, then the rest of the cap in payments of its own.
    expect((await pay(claimer, basescanLink(taken))).status).toBe(422);
    expect((await pay(claimer, basescanLink(taken))).status).toBe(422);
    const first = randomUUID();
    const firstLink = basescanLink();
    expect((await pay(claimer, firstLink, first)).status).toBe(200);
    for (let i = 3; i < TRANSACTIONS_PER_CLIENT; i += 1) expect((await pay(claimer, basescanLink())).status).toBe(200);

    const over = await pay(claimer, basescanLink());
    expect(over.status).toBe(422);
    expect(await over.json()).toEqual({ success: false, error: TOO_MANY_TRANSACTIONS });
    // Nor another claim on the taken payment: no more rows, no more messages.
    expect((await pay(claimer, basescanLink(taken))).status).toBe(422);
    // A replay of a stored submission still answers success.
    expect((await pay(claimer, firstLink, first)).status).toBe(200);

    const stored = (await backend.rows<{ client_id: string }>('crypto_transactions')).filter(
      (row) => row.client_id === claimer,
    );
    expect(stored).toHaveLength(TRANSACTIONS_PER_CLIENT - 2);
    const [attempts] = await backend.stack.database.query<{ n: number }>(
      'select count(*)::int as n from private.transaction_reuse_attempts where client_id = $1::uuid',
      [claimer],
    );
    expect(attempts?.n).toBe(2);
  });
});
