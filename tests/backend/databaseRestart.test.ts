/**
 * The database restarting under the API (POST /_local/database): REST answers PostgREST's 503, the functions
 * answer 503 (retryable), a request cut mid-way leaves nothing half-written, and once the database is back the
 * same request succeeds exactly once.
 */

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../src/shared/localStack.ts';
import {
  describeOnEachDatabase,
  nextClientAddress,
  startTestBackend,
  STARTUP_TIMEOUT_MS,
  type TestBackend,
} from './harness.ts';
import { etherscanLink } from './transactionLinks.ts';

function lead(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: randomUUID(),
    project: `@restart_${randomUUID().slice(0, 8)}`,
    telegram: null,
    email: null,
    role: null,
    page_path: '/signup',
    ...overrides,
  };
}

const CLIENT = {
  action: 'create_client',
  full_name: 'Grace Hopper',
  email: 'grace@example.com',
  company_name: 'Compilers Inc',
  vat_tax_number: null,
  business_address: '1 Navy Yard',
  city: 'Arlington',
  country: 'United States',
  postcode_zip: '22202',
  product: 'reply-rocket-pro',
  terms_accepted: true,
};

describeOnEachDatabase('the database restarting under the API', (variant) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(variant, { functionSettings: { allowedOrigins: '*', rateLimitPerMinute: 1000 } });
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => backend.close(), STARTUP_TIMEOUT_MS);
  beforeEach(async () => {
    expect((await backend.admin('/_local/reset', { method: 'POST' })).status).toBe(200);
  });

  const headers = () => ({
    apikey: LOCAL_ANON_KEY,
    authorization: `Bearer ${LOCAL_ANON_KEY}`,
    'content-type': 'application/json',
    'x-forwarded-for': nextClientAddress(),
  });

  async function database(body: object): Promise<{ state: string; outages: number }> {
    const response = await backend.admin('/_local/database', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { state: string; outages: number };
  }

  async function insertLeads(rows: object | object[]): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${backend.url}/rest/v1/leads`, {
      method: 'POST',
      headers: { ...headers(), prefer: 'return=minimal' },
      body: JSON.stringify(rows),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  async function invoke(name: string, body: object): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(`${backend.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function createClient(): Promise<string> {
    const created = await invoke('crypto-signup-notification', CLIENT);
    expect(created.status).toBe(200);
    return (created.body.client as { id: string }).id;
  }

  const leadIds = async () => (await backend.rows<{ id: string }>('leads')).map((row) => row.id).sort();

  it("REST while the database is down: 503 with PostgREST's connection error; back up, the same insert is stored once", async () => {
    const row = lead();
    expect(await database({ state: 'down' })).toMatchObject({ state: 'down' });
    expect(await (await backend.admin('/_local/database')).json()).toMatchObject({ state: 'down' });

    const refused = await insertLeads(row);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      code: 'PGRST000',
      details: expect.stringContaining('ECONNREFUSED'),
      hint: null,
      message: 'Database connection error. Retrying the connection.',
    });
    // The admin endpoints read past the outage: nothing was written.
    expect(await leadIds()).toEqual([]);

    expect(await database({ state: 'up' })).toMatchObject({ state: 'up' });
    expect((await insertLeads(row)).status).toBe(201);
    expect((await insertLeads(row)).status).toBe(409); // a replay is a duplicate, as before
    expect(await leadIds()).toEqual([row.id]);
  });

  it('REST cut mid-request (after the session settings, before the insert): 503 PGRST001, nothing written', async () => {
    const rows = [lead(), lead(), lead()];
    await database({ state: 'down', afterStatements: 1 });
    const cut = await insertLeads(rows);
    expect(cut.status).toBe(503);
    expect(cut.body).toMatchObject({
      code: 'PGRST001',
      details: 'terminating connection due to administrator command',
      message: 'Database client error. Retrying the connection.',
    });
    expect(await leadIds()).toEqual([]);

    await database({ state: 'up' });
    expect((await insertLeads(rows)).status).toBe(201);
    expect(await leadIds()).toEqual(rows.map((row) => row.id).sort());
  });

  it('REST cut after the insert ran but before it committed: rolled back, 503, then stored once on retry', async () => {
    const rows = [lead(), lead()];
    await database({ state: 'down', afterStatements: 2 });
    const cut = await insertLeads(rows);
    expect(cut.status).toBe(503);
    expect(cut.body).toMatchObject({ code: 'PGRST001' });
    expect(await leadIds()).toEqual([]);
    expect(await (await backend.admin('/_local/database')).json()).toMatchObject({
      state: 'down',
      outages: expect.any(Number),
    });

    await database({ state: 'up' });
    expect((await insertLeads(rows)).status).toBe(201);
    expect(await leadIds()).toEqual(rows.map((row) => row.id).sort());
  });

  it('every function answers 503 while the database is down, and works again once it is back', async () => {
    const clientId = await createClient();
    const row = lead();
    expect((await insertLeads(row)).status).toBe(201);
    await database({ state: 'down' });

    const submissionId = randomUUID();
    const transaction = { clientId, transactionUrl: etherscanLink(), walletSelected: 'ethereum', submissionId };
    const calls = await Promise.all([
      invoke('crypto-signup-notification', CLIENT),
      invoke('get-cryptoclient-data', { clientId }),
      invoke('update-crypto-transaction', transaction),
      invoke('slack-notification', row),
    ]);
    expect(calls.map((call) => call.status)).toEqual([503, 503, 503, 503]);
    expect(calls[2]!.body).toEqual({ success: false, error: 'Database unavailable: try again shortly' });
    expect(calls[0]!.body).toEqual({ error: 'Database unavailable: try again shortly' });
    expect(await backend.rows('crypto_clients')).toHaveLength(1);
    expect(await backend.rows('crypto_transactions')).toEqual([]);
    expect((await backend.slackLog()).filter((message) => message.kind !== 'crypto-client')).toEqual([]);

    await database({ state: 'up' });
    expect(await invoke('get-cryptoclient-data', { clientId })).toEqual({
      status: 200,
      body: { data: { id: clientId, product: 'reply-rocket-pro' } },
    });
    expect(await invoke('update-crypto-transaction', transaction)).toEqual({ status: 200, body: { success: true } });
    expect(await invoke('slack-notification', row)).toEqual({ status: 200, body: { ok: true } });
    expect(await backend.rows('crypto_transactions')).toMatchObject([
      { client_id: clientId, submission_id: submissionId },
    ]);
    const slack = await backend.slackLog();
    expect(slack.filter((message) => message.kind === 'crypto-transaction').map((message) => message.key)).toEqual([
      submissionId,
    ]);
    expect(slack.filter((message) => message.kind === 'lead').map((message) => message.key)).toEqual([row.id]);
  });

  it('a function cut mid-request (rate limit counted, transaction not yet stored): 503, no row, no message; the retry stores it once', async () => {
    const clientId = await createClient();
    const transaction = {
      clientId,
      transactionUrl: etherscanLink(),
      walletSelected: 'ethereum',
      submissionId: randomUUID(),
    };
    await database({ state: 'down', afterStatements: 1 });
    expect(await invoke('update-crypto-transaction', transaction)).toEqual({
      status: 503,
      body: { success: false, error: 'Database unavailable: try again shortly' },
    });
    expect(await backend.rows('crypto_transactions')).toEqual([]);
    expect((await backend.slackLog()).filter((message) => message.kind === 'crypto-transaction')).toEqual([]);

    await database({ state: 'up' });
    expect(await invoke('update-crypto-transaction', transaction)).toEqual({ status: 200, body: { success: true } });
    expect(await invoke('update-crypto-transaction', transaction)).toEqual({ status: 200, body: { success: true } });
    expect(await backend.rows('crypto_transactions')).toHaveLength(1);
    expect((await backend.slackLog()).filter((message) => message.kind === 'crypto-transaction')).toHaveLength(1);
  });

  it('many requests in flight when the database goes down: each one either stored or refused whole, and retries store each exactly once', async () => {
    const rows = Array.from({ length: 24 }, () => lead());
    // Down after a dozen statements: some requests land before, some are cut mid-way, the rest are refused.
    await database({ state: 'down', afterStatements: 12 });
    const first = await Promise.all(rows.map((row) => insertLeads(row)));
    const statuses = new Set(first.map((answer) => answer.status));
    expect([...statuses].every((status) => status === 201 || status === 503)).toBe(true);
    expect(statuses).toContain(503);
    const storedFirst = rows.filter((_, index) => first[index]!.status === 201).map((row) => row.id);
    expect(await leadIds()).toEqual([...storedFirst].sort());

    await database({ state: 'up' });
    const retries = await Promise.all(rows.map((row) => insertLeads(row)));
    for (const [index, row] of rows.entries())
      expect(retries[index]!.status).toBe(storedFirst.includes(row.id as string) ? 409 : 201);
    expect(await leadIds()).toEqual(rows.map((row) => row.id).sort());
  });

  it('refuses a malformed switch request; /_local/reset brings the database back up', async () => {
    for (const body of [
      {},
      { state: 'restarting' },
      { state: 'down', afterStatements: 0 },
      { state: 'down', extra: true },
    ]) {
      const response = await backend.admin('/_local/database', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
    }
    await database({ state: 'down' });
    expect((await insertLeads(lead())).status).toBe(503);
    expect((await backend.admin('/_local/reset', { method: 'POST' })).status).toBe(200);
    expect(await (await backend.admin('/_local/database')).json()).toMatchObject({ state: 'up' });
    expect((await insertLeads(lead())).status).toBe(201);
  });
});
