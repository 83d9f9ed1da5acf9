/**
 * Every endpoint answers hundreds of malformed, oversized and hostile bodies with a 4xx and a JSON error,
 * and none of them leaves a row or a Slack message behind. A valid body afterwards proves the endpoint was
 * reachable all along.
 */

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../src/shared/localStack.ts';
import { MAX_BODY_BYTES } from '../../supabase/functions/_shared/http.ts';
import { LEAD_LIMITS as LEAD } from '../../src/shared/lead.ts';
import { CRYPTO_CLIENT_LIMITS as CLIENT, TRANSACTION_URL_MAX } from '../../src/shared/cryptoLimits.ts';
import { type BadRequest, badRequests, type EndpointSpec, type FieldSpec } from './badBodies.ts';
import {
  describeOnEachDatabase,
  eventually,
  nextClientAddress,
  startTestBackend,
  STARTUP_TIMEOUT_MS,
  TABLES,
  type TestBackend,
} from './harness.ts';
import { basescanLink } from './transactionLinks.ts';

const REST_BODY_LIMIT = 1024 * 1024;
const CONCURRENCY = 16;

const text = (max: number, required = false): FieldSpec => ({ kind: 'text', required, max });

const leadFields: Record<string, FieldSpec> = {
  project: text(LEAD.projectMax, true),
  telegram: text(LEAD.telegramMax),
  email: { kind: 'email', required: false, max: LEAD.emailMax },
  role: { kind: 'enum', required: false },
  page_path: text(LEAD.pagePathMax),
  utm_source: text(LEAD.utmMax),
  utm_medium: text(LEAD.utmMax),
  utm_campaign: text(LEAD.utmMax),
  utm_content: text(LEAD.utmMax),
  utm_term: text(LEAD.utmMax),
  referrer: text(LEAD.referrerMax),
  landing_path: text(LEAD.pagePathMax),
  twclid: text(LEAD.twclidMax),
  tg_start_param: text(LEAD.tgStartParamMax),
  first_utm_source: text(LEAD.utmMax),
  first_utm_medium: text(LEAD.utmMax),
  first_utm_campaign: text(LEAD.utmMax),
  first_utm_content: text(LEAD.utmMax),
  first_utm_term: text(LEAD.utmMax),
  first_referrer: text(LEAD.referrerMax),
  first_landing_path: text(LEAD.pagePathMax),
  first_twclid: text(LEAD.twclidMax),
  first_tg_start_param: text(LEAD.tgStartParamMax),
  browser_context: { kind: 'enum', required: false },
  consent_id: { kind: 'uuid', required: false },
};

function lead(id: string) {
  return {
    id,
    project: '@sweep',
    telegram: '@sweep_tg',
    email: 'sweep@example.com',
    role: 'Other',
    page_path: '/np1',
    utm_source: 'x',
    utm_medium: 'social',
    utm_campaign: 'sweep',
    utm_content: 'post',
    utm_term: 'growth',
    referrer: 'https://x.com',
    landing_path: '/np1',
    twclid: '23dk8sh3',
    tg_start_param: 'launch',
    first_utm_source: 'x',
    first_utm_medium: 'social',
    first_utm_campaign: 'first',
    first_utm_content: 'post',
    first_utm_term: 'growth',
    first_referrer: 'https://t.co',
    first_landing_path: '/l1',
    first_twclid: '11dk8sh3',
    first_tg_start_param: 'first',
    first_seen_at: '2026-11-20T10:00:00.000Z',
    browser_context: 'x-inapp',
    consent_id: randomUUID(),
  };
}

interface Endpoint {
  path: string;
  spec: EndpointSpec;
  /** What a refusal's JSON must carry. */
  errorField: 'message' | 'error';
}

describeOnEachDatabase('hostile input sweep', (variant) => {
  let backend: TestBackend;
  let endpoints: Endpoint[];
  const existingLeadId = randomUUID();
  let existingClientId: string;

  beforeAll(async () => {
    backend = await startTestBackend(variant, { functionSettings: { allowedOrigins: '*', rateLimitPerMinute: 10 } });
    expect((await backend.client().from('leads').insert(lead(existingLeadId))).error).toBeNull();
    const signup = await backend.client().functions.invoke('crypto-signup-notification', {
      body: {
        action: 'create_client',
        full_name: 'Sweep Client',
        email: 'client@example.com',
        company_name: 'Sweep Ltd',
        vat_tax_number: null,
        business_address: '1 Test Road',
        city: 'Leeds',
        country: 'UK',
        postcode_zip: 'LS1 1AA',
        product: 'special-agreement',
        terms_accepted: true,
      },
    });
    existingClientId = (signup.data as { client: { id: string } }).client.id;
    // The sign-up's Slack message goes out after its answer: landed before any sweep takes its snapshot.
    await eventually(async () =>
      expect(await backend.slackLog()).toContainEqual(expect.objectContaining({ key: existingClientId })),
    );

    const functionSpec = (valid: Record<string, unknown>, fields: Record<string, FieldSpec>): EndpointSpec => ({
      valid,
      fields,
      strictTypes: true,
      refusesArrays: true,
      maxBodyBytes: MAX_BODY_BYTES,
    });
    endpoints = [
      {
        path: '/rest/v1/leads',
        errorField: 'message',
        spec: {
          valid: lead(randomUUID()),
          fields: { id: { kind: 'uuid', required: false }, ...leadFields },
          strictTypes: false,
          refusesArrays: false,
          maxBodyBytes: REST_BODY_LIMIT,
        },
      },
      {
        path: '/functions/v1/slack-notification',
        errorField: 'error',
        // The id alone: the message is built from the stored row.
        spec: {
          ...functionSpec({ id: existingLeadId }, { id: { kind: 'uuid', required: true } }),
          ignoresExtraFields: true,
        },
      },
      {
        path: '/functions/v1/crypto-signup-notification',
        errorField: 'error',
        spec: functionSpec(
          {
            action: 'create_client',
            full_name: 'Grace Hopper',
            email: 'grace@example.com',
            company_name: 'Compilers Inc',
            vat_tax_number: 'US-1',
            business_address: '2 Navy Way',
            city: 'Arlington',
            country: 'USA',
            postcode_zip: '22201',
            product: 'reply-rocket-ultimate-3mo',
            terms_accepted: true,
            browser_context: 'telegram-inapp',
          },
          {
            action: { kind: 'enum', required: true },
            full_name: text(CLIENT.fullNameMax, true),
            email: { kind: 'email', required: true, max: CLIENT.emailMax },
            company_name: text(CLIENT.companyNameMax, true),
            vat_tax_number: text(CLIENT.vatTaxNumberMax),
            business_address: text(CLIENT.businessAddressMax, true),
            city: text(CLIENT.cityMax, true),
            country: text(CLIENT.countryMax, true),
            postcode_zip: text(CLIENT.postcodeZipMax, true),
            browser_context: { kind: 'enum', required: false },
            product: { kind: 'enum', required: true },
            terms_accepted: { kind: 'true', required: true },
          },
        ),
      },
      {
        path: '/functions/v1/get-cryptoclient-data',
        errorField: 'error',
        spec: functionSpec({ clientId: existingClientId }, { clientId: { kind: 'uuid', required: true } }),
      },
      {
        path: '/functions/v1/update-crypto-transaction',
        errorField: 'error',
        spec: functionSpec(
          {
            clientId: existingClientId,
            transactionUrl: basescanLink(),
            walletSelected: 'base',
            submissionId: randomUUID(),
          },
          {
            clientId: { kind: 'uuid', required: true },
            transactionUrl: { kind: 'url', required: true, max: TRANSACTION_URL_MAX },
            walletSelected: { kind: 'enum', required: true },
            submissionId: { kind: 'uuid', required: true },
          },
        ),
      },
    ];
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => backend.close(), STARTUP_TIMEOUT_MS);

  async function send(path: string, request: BadRequest): Promise<Response> {
    const headers: Record<string, string> = {
      apikey: LOCAL_ANON_KEY,
      authorization: `Bearer ${LOCAL_ANON_KEY}`,
      'x-forwarded-for': nextClientAddress(),
    };
    if (request.contentType !== null) headers['content-type'] = request.contentType;
    return fetch(`${backend.url}${path}`, { method: 'POST', headers, body: request.body });
  }

  async function snapshot() {
    const counts = await Promise.all(TABLES.map(async (table) => (await backend.rows(table)).length));
    return { counts, slackMessages: (await backend.slackLog()).length };
  }

  it('refuses every bad body on every endpoint with a 4xx JSON error and stores nothing', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const { path, spec, errorField } of endpoints) {
      const requests = badRequests(spec);
      expect(requests.length, path).toBeGreaterThanOrEqual(200);
      for (let start = 0; start < requests.length; start += CONCURRENCY) {
        await Promise.all(
          requests.slice(start, start + CONCURRENCY).map(async (request) => {
            const response = await send(path, request);
            const text = await response.text();
            let body: unknown;
            try {
              body = JSON.parse(text);
            } catch {
              body = undefined;
            }
            const message =
              typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[errorField] : undefined;
            const ok =
              response.status >= 400 &&
              response.status < 500 &&
              response.headers.get('content-type')?.startsWith('application/json') &&
              typeof message === 'string' &&
              message.length > 0;
            if (!ok) failures.push(`${path} ${request.label} -> ${response.status} ${text.slice(0, 200)}`);
          }),
        );
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 600_000);

  it('accepts the valid body each sweep started from', async () => {
    for (const { path, spec } of endpoints) {
      const response = await send(path, {
        label: 'valid',
        body: JSON.stringify(spec.valid),
        contentType: 'application/json',
      });
      expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
    }
  });
});
