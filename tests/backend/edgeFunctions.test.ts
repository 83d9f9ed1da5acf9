/**
 * The four edge functions through supabase-js against the local stack: success and error paths, Slack
 * delivery to a receiver on loopback (exactly once, escaped, never failing the write), CORS, 405, 413, 415,
 * 429 (surviving a restart), the apikey check, and the crypto tables' own constraints.
 */

import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../src/shared/localStack.ts';
import { CRYPTO_CLIENT_LIMITS, CRYPTO_PRODUCT_IDS, TRANSACTION_URL_MAX } from '../../src/shared/cryptoLimits.ts';
import {
  describeOnEachDatabase,
  eventually,
  nextClientAddress,
  startTestBackend,
  STARTUP_TIMEOUT_MS,
  type TestBackend,
} from './harness.ts';
import { type SlackReceiver, startSlackReceiver } from './slackReceiver.ts';
import { basescanLink, etherscanLink, evmHash, solanaSignature, solscanLink } from './transactionLinks.ts';

const FUNCTIONS = [
  'slack-notification',
  'crypto-signup-notification',
  'get-cryptoclient-data',
  'update-crypto-transaction',
];

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** Calls a function as the site does and returns status and JSON whether it succeeded or not. */
async function invoke(supabase: SupabaseClient, name: string, body: object): Promise<Answer> {
  const { data, error, response } = await supabase.functions.invoke(name, { body });
  if (error) {
    if (!response) throw error;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  return { status: response?.status ?? 200, body: data as Record<string, unknown> };
}

function signup(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    action: 'create_client',
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    company_name: 'Analytical Engines Ltd',
    vat_tax_number: 'GB123456789',
    business_address: '1 Engine Street',
    city: 'London',
    country: 'United Kingdom',
    postcode_zip: 'EC1A 1AA',
    product: 'reply-rocket-pro',
    terms_accepted: true,
    ...overrides,
  };
}

describeOnEachDatabase('edge functions', (variant) => {
  let backend: TestBackend;
  let slack: SlackReceiver;
  let supabase: SupabaseClient;

  beforeAll(async () => {
    slack = await startSlackReceiver();
    backend = await startTestBackend(variant, { slackWebhookUrl: slack.url });
  }, STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    await backend.close();
    await slack.close();
  }, STARTUP_TIMEOUT_MS);
  beforeEach(() => {
    slack.status = 200;
    supabase = backend.client();
  });

  async function newLead(fields: Record<string, unknown> = {}) {
    const lead = {
      id: randomUUID(),
      project: '@builder',
      telegram: null,
      email: 'lead@example.com',
      role: 'Other',
      ...fields,
    };
    expect((await supabase.from('leads').insert(lead)).error).toBeNull();
    return lead;
  }

  async function newClient(): Promise<string> {
    const answer = await invoke(supabase, 'crypto-signup-notification', signup());
    expect(answer.status).toBe(200);
    return (answer.body.client as { id: string }).id;
  }

  const slackTextsAbout = (key: string) => slack.texts.filter((text) => text.includes(key));

  describe('slack-notification', () => {
    it('sends one Slack message built from the stored lead, escaping & < >', async () => {
      const lead = await newLead({
        project: '<!channel> & <script>alert(1)</script>',
        page_path: '/superteaml1',
        utm_source: 'x',
        utm_campaign: 'launch&<b>',
        referrer: 'https://t.co',
        browser_context: 'x-inapp',
        first_utm_campaign: 'teaser',
        first_landing_path: '/np1',
        first_seen_at: new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString(),
      });
      const answer = await invoke(supabase, 'slack-notification', { id: lead.id });
      expect(answer).toEqual({ status: 200, body: { ok: true } });
      const [text, ...others] = slackTextsAbout(lead.id);
      expect(others).toEqual([]);
      // What the visitor typed or their link carried is a code span: shown as it is, never a link or a mention.
      expect(text).toContain('*New lead:* `&lt;!channel&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt;`');
      expect(text).not.toMatch(/<(!channel|script|b>)/);
      expect(text).toContain('• Page: `/superteaml1`');
      // Where it came from, in one line: context, this visit's campaign, and the first touch when it differs.
      expect(text).toContain(
        '• via X in-app · utm_source=`x`, utm_campaign=`launch&amp;&lt;b&gt;` · first seen 3 days ago on `/np1` (utm_campaign=`teaser`)',
      );
    });

    it('reads a lead that carries no attribution as what it is', async () => {
      const lead = await newLead({ referrer: 'https://t.co/a?b=1&c=2' });
      expect(await invoke(supabase, 'slack-notification', { id: lead.id })).toEqual({
        status: 200,
        body: { ok: true },
      });
      expect(slackTextsAbout(lead.id)).toEqual([
        expect.stringContaining('• via an unknown browser · from `https://t.co/a?b=1&amp;c=2`\n'),
      ]);
    });

    it('still answers pages that post the whole row, ignoring all but its id', async () => {
      const lead = await newLead();
      const answer = await invoke(supabase, 'slack-notification', {
        ...lead,
        project: 'ignored: not what is stored',
        future_column: 1,
      });
      expect(answer).toEqual({ status: 200, body: { ok: true } });
      expect(slackTextsAbout(lead.id)).toEqual([expect.stringContaining('*New lead:* `@builder`')]);
      expect(await backend.slackLog()).toContainEqual(
        expect.objectContaining({ kind: 'lead', key: lead.id, delivery: 'sent' }),
      );
    });

    it('answers replays, sequential or concurrent, with ok and no second message', async () => {
      const lead = await newLead();
      const answers = [
        await invoke(supabase, 'slack-notification', lead),
        ...(await Promise.all([1, 2, 3].map(() => invoke(backend.client(), 'slack-notification', lead)))),
        await invoke(backend.client(), 'slack-notification', lead),
      ];
      for (const answer of answers) expect(answer).toEqual({ status: 200, body: { ok: true } });
      expect(slackTextsAbout(lead.id)).toHaveLength(1);
      expect((await backend.slackLog()).filter((entry) => entry.key === lead.id)).toHaveLength(1);
    });

    it('refuses a lead that is not in the database with 404 and sends nothing', async () => {
      const id = randomUUID();
      const answer = await invoke(supabase, 'slack-notification', { id, project: '@ghost' });
      expect(answer).toEqual({ status: 404, body: { error: 'Lead not found' } });
      expect(slackTextsAbout(id)).toEqual([]);
    });

    it('answers 502 while Slack is down and delivers exactly once on the retry', async () => {
      const lead = await newLead();
      slack.status = 500;
      const failed = await invoke(supabase, 'slack-notification', lead);
      expect(failed.status).toBe(502);
      expect(failed.body.error).toEqual(expect.any(String));
      slack.status = 200;
      expect(await invoke(supabase, 'slack-notification', lead)).toEqual({ status: 200, body: { ok: true } });
      expect(await invoke(supabase, 'slack-notification', lead)).toEqual({ status: 200, body: { ok: true } });
      expect(slackTextsAbout(lead.id)).toHaveLength(1);
      expect(
        (await backend.slackLog()).filter((entry) => entry.key === lead.id).map((entry) => entry.delivery),
      ).toEqual(['failed', 'sent']);
    });
  });

  describe('crypto-signup-notification', () => {
    it('stores the client, tells Slack and answers only its id and product', async () => {
      const answer = await invoke(
        supabase,
        'crypto-signup-notification',
        signup({ vat_tax_number: '', full_name: '  Ada  ' }),
      );
      expect(answer.status).toBe(200);
      const client = answer.body.client as { id: string; product: string };
      expect(answer.body).toEqual({ client: { id: expect.any(String), product: 'reply-rocket-pro' } });
      const rows = await backend.rows('crypto_clients');
      expect(rows).toContainEqual(
        expect.objectContaining({
          id: client.id,
          full_name: 'Ada',
          vat_tax_number: null,
          terms_accepted: true,
          city: 'London',
        }),
      );
      // Slack is told after the answer (slackSlow.test.ts): wait for the message rather than expect it at once.
      await eventually(() =>
        expect(slackTextsAbout(client.id)).toEqual([expect.stringContaining('Ada` (`Analytical Engines Ltd`)')]),
      );
    });

    it('accepts every product id of both sign-up pages', async () => {
      for (const product of CRYPTO_PRODUCT_IDS) {
        const answer = await invoke(backend.client(), 'crypto-signup-notification', signup({ product }));
        expect(answer.body).toEqual({ client: { id: expect.any(String), product } });
      }
    });

    it.each([
      ['an unknown action', { action: 'delete_client' }, /action/],
      ['an unknown product', { product: 'reply-rocket-free' }, /product/],
      ['unaccepted terms', { terms_accepted: false }, /terms/],
      ['a one-letter name', { full_name: 'A' }, /full_name/],
      ['a bad email', { email: 'ada@' }, /email/],
      ['a missing city', { city: undefined }, /city/],
      ['an extra field', { is_admin: true }, /is_admin/],
      [
        'an over-long address',
        { business_address: 'a'.repeat(CRYPTO_CLIENT_LIMITS.businessAddressMax + 1) },
        /business_address/,
      ],
    ])('refuses %s with 400 and stores nothing', async (_label, change, message) => {
      const before = (await backend.rows('crypto_clients')).length;
      const answer = await invoke(supabase, 'crypto-signup-notification', signup(change));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(message);
      expect(await backend.rows('crypto_clients')).toHaveLength(before);
    });

    it('keeps the sign-up when Slack fails', async () => {
      slack.status = 503;
      const answer = await invoke(supabase, 'crypto-signup-notification', signup());
      expect(answer.status).toBe(200);
      const { id } = answer.body.client as { id: string };
      expect(await backend.rows('crypto_clients')).toContainEqual(expect.objectContaining({ id }));
      await eventually(async () =>
        expect(await backend.slackLog()).toContainEqual(expect.objectContaining({ key: id, delivery: 'failed' })),
      );
    });
  });

  describe('get-cryptoclient-data', () => {
    it('answers the id and product only, never personal data', async () => {
      const clientId = await newClient();
      const answer = await invoke(supabase, 'get-cryptoclient-data', { clientId });
      expect(answer).toEqual({ status: 200, body: { data: { id: clientId, product: 'reply-rocket-pro' } } });
    });

    it('answers 404 for an unknown client and 400 for an id that is not a UUID', async () => {
      expect(await invoke(supabase, 'get-cryptoclient-data', { clientId: randomUUID() })).toEqual({
        status: 404,
        body: { error: 'Client not found' },
      });
      const notUuid = await invoke(supabase, 'get-cryptoclient-data', { clientId: '42' });
      expect(notUuid.status).toBe(400);
      expect(notUuid.body.error).toMatch(/clientId/);
    });
  });

  describe('update-crypto-transaction', () => {
    const transaction = (clientId: string, overrides: Record<string, unknown> = {}) => ({
      clientId,
      transactionUrl: `${etherscanLink()}?x=1&y=<2>`,
      walletSelected: 'ethereum',
      submissionId: randomUUID(),
      ...overrides,
    });

    it('stores the transaction once per submission and tells Slack once, however often it is replayed', async () => {
      const clientId = await newClient();
      const hash = evmHash();
      // Upper-case hex: the hash is stored and shown in lower case.
      const submission = transaction(clientId, {
        transactionUrl: `${etherscanLink(`0x${hash.slice(2).toUpperCase()}`)}?x=1&y=<2>`,
      });
      const answers = [
        await invoke(supabase, 'update-crypto-transaction', submission),
        ...(await Promise.all([1, 2, 3].map(() => invoke(backend.client(), 'update-crypto-transaction', submission)))),
      ];
      for (const answer of answers) expect(answer).toEqual({ status: 200, body: { success: true } });
      const rows = (await backend.rows<{ submission_id: string }>('crypto_transactions')).filter(
        (row) => row.submission_id === submission.submissionId,
      );
      expect(rows).toEqual([
        expect.objectContaining({
          client_id: clientId,
          chain: 'ethereum',
          tx_hash: hash,
          transaction_url: submission.transactionUrl,
        }),
      ]);
      const paymentTexts = () =>
        slack.texts.filter((text) => text.includes('Crypto payment submitted') && text.includes(clientId));
      await eventually(() => expect(paymentTexts()).toHaveLength(1));
      const texts = paymentTexts();
      expect(texts).toHaveLength(1);
      expect(texts[0]).toContain(`${submission.transactionUrl.split('?')[0]}?x=1&amp;y=&lt;2&gt;`);
      // The chain and the hash beside the link, as code: what the explorer must show.
      expect(texts[0]).toContain('• Chain: `ethereum`');
      expect(texts[0]).toContain(`• Hash: \`${hash}\``);
    });

    it('answers 404 with success false for an unknown client', async () => {
      const answer = await invoke(supabase, 'update-crypto-transaction', transaction(randomUUID()));
      expect(answer).toEqual({ status: 404, body: { success: false, error: 'Client not found' } });
    });

    it.each([
      ['an ftp URL', { transactionUrl: 'ftp://example.com/tx' }],
      ['a javascript URL', { transactionUrl: 'javascript:alert(1)' }],
      ['text that is not a URL', { transactionUrl: 'my transaction' }],
      ['a URL with spaces', { transactionUrl: 'https://example.com/a b' }],
      ['an over-long URL', { transactionUrl: `https://etherscan.io/${'a'.repeat(TRANSACTION_URL_MAX)}` }],
      ['an unknown chain', { walletSelected: 'bitcoin' }],

      ['a missing submission id', { submissionId: undefined }],
    ])('refuses %s with 400 and success false', async (_label, change) => {
      const clientId = await newClient();
      const answer = await invoke(supabase, 'update-crypto-transaction', transaction(clientId, change));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, error: expect.stringMatching(/^Invalid request body: /) });
      expect(await backend.rows<{ client_id: string }>('crypto_transactions')).not.toContainEqual(
        expect.objectContaining({ client_id: clientId }),
      );
    });

    it.each([
      ['a link on no block explorer', `https://example.com/tx/${evmHash()}`],
      ['an explorer link over http', `http://etherscan.io/tx/${evmHash()}`],
      ['another chain’s explorer', solscanLink()],
      ['a look-alike host', `https://etherscan.io.evil.example/tx/${evmHash()}`],
      ['an explorer name as credentials', `https://etherscan.io@evil.example/tx/${evmHash()}`],
      [
        'an explorer page that is not a transaction',
        'https://etherscan.io/address/0x0000000000000000000000000000000000000000',
      ],
      ['a hash that is too short', 'https://etherscan.io/tx/0xabc'],
      ['a Solana signature on an EVM chain', `https://etherscan.io/tx/${solanaSignature()}`],
    ])('refuses %s with 400, naming the chain’s explorers', async (_label, transactionUrl) => {
      const clientId = await newClient();
      const answer = await invoke(supabase, 'update-crypto-transaction', transaction(clientId, { transactionUrl }));
      expect(answer).toEqual({
        status: 400,
        body: {
          success: false,
          error: 'Invalid request body: transactionUrl: must be an https link to a transaction on Etherscan (ethereum)',
        },
      });
      expect(await backend.rows<{ client_id: string }>('crypto_transactions')).not.toContainEqual(
        expect.objectContaining({ client_id: clientId }),
      );
    });

    it('accepts each chain’s explorers', async () => {
      const clientId = await newClient();
      const links = [
        ['ethereum', `https://www.etherscan.io/tx/${evmHash()}`],
        ['solana', `https://explorer.solana.com/tx/${solanaSignature()}?cluster=mainnet-beta`],
        ['solana', solscanLink()],
        ['base', basescanLink()],
      ];
      for (const [walletSelected, transactionUrl] of links) {
        const answer = await invoke(
          supabase,
          'update-crypto-transaction',
          transaction(clientId, { walletSelected, transactionUrl }),
        );
        expect({ transactionUrl, answer }).toEqual({
          transactionUrl,
          answer: { status: 200, body: { success: true } },
        });
      }
    });

    it('keeps the transaction when Slack fails', async () => {
      const clientId = await newClient();
      slack.status = 500;
      const submission = transaction(clientId, {
        walletSelected: 'solana',
        transactionUrl: solscanLink(),
      });
      expect(await invoke(supabase, 'update-crypto-transaction', submission)).toEqual({
        status: 200,
        body: { success: true },
      });
      expect(await backend.rows('crypto_transactions')).toContainEqual(
        expect.objectContaining({ submission_id: submission.submissionId, chain: 'solana' }),
      );
      await eventually(async () =>
        expect(await backend.slackLog()).toContainEqual(
          expect.objectContaining({ key: submission.submissionId, delivery: 'failed' }),
        ),
      );
    });
  });

  describe('what every function does around its logic', () => {
    it.each(FUNCTIONS)('%s answers CORS preflight', async (name) => {
      const response = await fetch(`${backend.url}/functions/v1/${name}`, {
        method: 'OPTIONS',
        headers: { origin: 'https://site.example', 'access-control-request-method': 'POST' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-headers')).toBe(
        'authorization, x-client-info, apikey, content-type',
      );
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    });

    const call = (name: string, init: RequestInit & { headers?: Record<string, string> }) =>
      fetch(`${backend.url}/functions/v1/${name}`, {
        ...init,
        headers: { apikey: LOCAL_ANON_KEY, 'x-forwarded-for': nextClientAddress(), ...init.headers },
      });

    it.each(FUNCTIONS)('%s answers 405 to anything but POST', async (name) => {
      for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
        const response = await call(name, { method });
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('POST, OPTIONS');
        expect(await response.json()).toHaveProperty(name === 'update-crypto-transaction' ? 'success' : 'error');
      }
    });

    it.each(FUNCTIONS)('%s answers 413 to a body over 16 KB, declared or streamed', async (name) => {
      const big = JSON.stringify({ clientId: randomUUID(), padding: 'x'.repeat(17 * 1024) });
      const declared = await call(name, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
      expect(declared.status).toBe(413);
      expect(await declared.json()).toHaveProperty('error', expect.stringContaining('16384'));
      const streamed = await call(name, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new Blob([big]).stream(),
        duplex: 'half',
      } as RequestInit & { headers: Record<string, string> });
      expect(streamed.status).toBe(413);
    });

    it.each(FUNCTIONS)('%s answers 415 to a body that is not declared JSON', async (name) => {
      const response = await call(name, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
      expect(response.status).toBe(415);
    });

    it.each(FUNCTIONS)('%s answers 401 without the anon key or with another key', async (name) => {
      const missing = await fetch(`${backend.url}/functions/v1/${name}`, { method: 'POST', body: '{}' });
      expect(missing.status).toBe(401);
      const wrong = await invoke(backend.client({ apiKey: 'not-the-anon-key' }), name, {});
      expect(wrong).toEqual({ status: 401, body: expect.objectContaining({ message: 'Invalid API key' }) });
    });

    it('answers an unknown function with 404', async () => {
      expect(await invoke(supabase, 'send-all-the-money', {})).toEqual({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Requested function was not found' },
      });
    });

    it(
      'limits each client per function with 429 and Retry-After, and keeps counting across a restart',
      async () => {
        const limited = backend.client({ clientAddress: '198.51.100.7' });
        const body = { clientId: randomUUID() };
        for (let i = 0; i < 10; i += 1) expect((await invoke(limited, 'get-cryptoclient-data', body)).status).toBe(404);
        const { data, error, response } = await limited.functions.invoke('get-cryptoclient-data', { body });
        expect(data).toBeNull();
        expect(error).not.toBeNull();
        expect(response?.status).toBe(429);
        expect(Number(response?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(Number(response?.headers.get('retry-after'))).toBeLessThanOrEqual(60);
        expect(await response?.json()).toEqual({ error: expect.stringContaining('Too many requests') });
        // Other clients, and other functions for this client, are not affected.
        expect((await invoke(backend.client(), 'get-cryptoclient-data', body)).status).toBe(404);
        expect((await invoke(limited, 'slack-notification', { id: randomUUID(), project: 'x' })).status).toBe(404);

        await backend.restart();
        expect(
          (await invoke(backend.client({ clientAddress: '198.51.100.7' }), 'get-cryptoclient-data', body)).status,
        ).toBe(429);
      },
      2 * STARTUP_TIMEOUT_MS,
    );

    it(
      'allows only the configured origins when ALLOWED_ORIGINS is set',
      async () => {
        await backend.restart({
          functionSettings: { allowedOrigins: ['https://site.example'], rateLimitPerMinute: 10 },
        });
        try {
          const allowed = await call('get-cryptoclient-data', {
            method: 'POST',
            headers: { origin: 'https://site.example', 'content-type': 'application/json' },
            body: JSON.stringify({ clientId: randomUUID() }),
          });
          expect(allowed.status).toBe(404);
          expect(allowed.headers.get('access-control-allow-origin')).toBe('https://site.example');
          const foreign = await call('get-cryptoclient-data', {
            method: 'OPTIONS',
            headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
          });
          expect(foreign.status).toBe(403);
          expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
        } finally {
          await backend.restart({ functionSettings: { allowedOrigins: '*', rateLimitPerMinute: 10 } });
        }
      },
      3 * STARTUP_TIMEOUT_MS,
    );
  });

  describe('crypto tables refuse bad data even from the functions’ own connection', () => {
    const insertClient = (overrides: Record<string, unknown>) => {
      const client = { ...signup(), ...overrides };
      return backend.stack.database.query(
        `insert into public.crypto_clients (full_name, email, company_name, vat_tax_number, business_address, city,
           country, postcode_zip, product, terms_accepted) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          client.full_name,
          client.email,
          client.company_name,
          client.vat_tax_number,
          client.business_address,
          client.city,
          client.country,
          client.postcode_zip,
          client.product,
          client.terms_accepted,
        ] as (string | boolean | null)[],
      );
    };

    it.each([
      ['a one-letter name', { full_name: 'A' }],
      ['a name over the limit', { full_name: 'n'.repeat(CRYPTO_CLIENT_LIMITS.fullNameMax + 1) }],
      ['a bad email', { email: 'nope' }],
      ['a blank company', { company_name: ' ' }],
      ['a VAT number over the limit', { vat_tax_number: 'v'.repeat(CRYPTO_CLIENT_LIMITS.vatTaxNumberMax + 1) }],
      ['a blank address', { business_address: '' }],
      ['a city over the limit', { city: 'c'.repeat(CRYPTO_CLIENT_LIMITS.cityMax + 1) }],
      ['a country over the limit', { country: 'c'.repeat(CRYPTO_CLIENT_LIMITS.countryMax + 1) }],
      ['a postcode over the limit', { postcode_zip: 'p'.repeat(CRYPTO_CLIENT_LIMITS.postcodeZipMax + 1) }],
      ['an unknown product', { product: 'free-forever' }],
      ['unaccepted terms', { terms_accepted: false }],
      ['a control character', { city: 'Lon\ndon' }],
    ])('crypto_clients refuses %s', async (_label, change) => {
      await expect(insertClient(change)).rejects.toMatchObject({ code: '23514' });
    });

    it('crypto_transactions refuses a bad URL or chain, an unknown client and a duplicate submission', async () => {
      const clientId = await newClient();
      // The hash the link names, as the function stores it (the tests of the hash itself: transactionReuse.test.ts).
      const insert = (url: string, chain: string, submissionId: string, client = clientId) =>
        backend.stack.database.query(
          `insert into public.crypto_transactions (client_id, transaction_url, chain, tx_hash, submission_id)
           values ($1, $2::text, $3::text, private.transaction_hash_of($2::text, $3::text), $4)`,
          [client, url, chain, submissionId],
        );
      await expect(insert('ftp://x.io/tx', 'ethereum', randomUUID())).rejects.toMatchObject({ code: '23514' });
      await expect(insert('https://x.io/a b', 'ethereum', randomUUID())).rejects.toMatchObject({ code: '23514' });
      await expect(
        insert(`https://x.io/${'a'.repeat(TRANSACTION_URL_MAX)}`, 'base', randomUUID()),
      ).rejects.toMatchObject({
        code: '23514',
      });
      await expect(insert('https://x.io/tx', 'bitcoin', randomUUID())).rejects.toMatchObject({ code: '23514' });
      await expect(insert(basescanLink(), 'base', randomUUID(), randomUUID())).rejects.toMatchObject({
        code: '23503',
      });
      const submissionId = randomUUID();
      await insert(basescanLink(), 'base', submissionId);
      await expect(insert(basescanLink(), 'base', submissionId)).rejects.toMatchObject({ code: '23505' });
    });
  });
});
