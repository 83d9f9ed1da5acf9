/**
 * Retention (migration *_retention.sql): private.apply_retention() deletes each kind of row once it is older than the
 * period the privacy and cookie policies give, keeps younger ones, and the local stack runs it on its own timer as
 * pg_cron does on a hosted project.
 */

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  describeOnEachDatabase,
  eventually,
  startTestBackend,
  STARTUP_TIMEOUT_MS,
  type TestBackend,
} from './harness.ts';
import { etherscanLink } from './transactionLinks.ts';

describeOnEachDatabase('retention', (variant) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(variant, { retentionIntervalMs: 100 });
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => backend.close(), STARTUP_TIMEOUT_MS);
  beforeEach(async () => {
    expect((await backend.admin('/_local/reset', { method: 'POST' })).status).toBe(200);
  });

  const sql = <Row extends object = Record<string, unknown>>(text: string, params: (string | number | null)[] = []) =>
    backend.stack.database.query<Row>(text, params);
  const ids = async (table: string) =>
    (await sql<{ id: string }>(`select id::text as id from ${table} order by id`)).map((row) => row.id).sort();

  async function lead(age: string): Promise<string> {
    const id = randomUUID();
    await sql(`insert into public.leads (id, project, created_at) values ($1::uuid, '@r', now() - $2::interval)`, [
      id,
      age,
    ]);
    return id;
  }
  async function client(age: string, paidAgo?: string): Promise<string> {
    const [row] = await sql<{ id: string }>(
      `insert into public.crypto_clients (full_name, email, company_name, business_address, city, country,
                                          postcode_zip, product, terms_accepted, created_at)
       values ('Ada Lovelace', 'ada@example.com', 'E', 'A', 'C', 'N', 'P', 'reply-rocket-pro', true, now() - $1::interval)
       returning id::text as id`,
      [age],
    );
    if (paidAgo) {
      const link = etherscanLink();
      await sql(
        `insert into public.crypto_transactions (client_id, transaction_url, chain, tx_hash, submission_id, created_at)
         values ($1::uuid, $2::text, 'ethereum', private.transaction_hash_of($2::text, 'ethereum'), $3::uuid,
                 now() - $4::interval)`,
        [row!.id, link, randomUUID(), paidAgo],
      );
    }
    return row!.id;
  }
  const retain = () => sql<{ kept_for: string; deleted: number }>('select * from private.apply_retention()');

  it('deletes leads after 24 months and keeps younger ones', async () => {
    const old = await lead('24 months 1 day');
    const young = await lead('23 months');
    await retain();
    expect(await ids('public.leads')).toEqual([young]);
    expect(old).not.toBe(young);
    // Their Slack notifications go with them.
    expect(await sql('select 1 from private.slack_notifications where lead_id = $1::uuid', [old])).toEqual([]);
  });

  it('deletes a crypto client that never paid after 24 months, and one that paid 7 years after its last payment', async () => {
    const unpaidOld = await client('25 months');
    const unpaidYoung = await client('23 months');
    const paidLongAgo = await client('8 years', '7 years 1 day');
    const paidWithinSeven = await client('8 years', '6 years 11 months');
    await retain();
    const kept = await ids('public.crypto_clients');
    expect(kept).toEqual([unpaidYoung, paidWithinSeven].sort());
    expect(kept).not.toContain(unpaidOld);
    expect(kept).not.toContain(paidLongAgo);
    expect(await sql('select 1 from public.crypto_transactions where client_id = $1::uuid', [paidLongAgo])).toEqual([]);
  });

  it('deletes vitals after 13 months, consent events after 6 years, dead-letter reports after 90 days', async () => {
    // The stack's own timer may delete the old rows before retain() does: what is asserted is which rows are left.
    const inserted = async (text: string, age: string) =>
      (await sql<{ id: string }>(`${text} returning id::text as id`, [age]))[0]!.id;
    const vitals = (age: string) =>
      inserted(
        `insert into public.vitals (page_view, route, metric, value, rating, navigation_type, sw_controlled, build_id,
                                    context, created_at)
         values (gen_random_uuid(), '/', 'LCP', 1, 'good', 'navigate', false, 'dev', 'browser', now() - $1::interval)`,
        age,
      );
    const consent = (age: string) =>
      inserted(
        `insert into public.consent_events (id, record_version, analytics, advertising, gpc, privacy_policy_date,
                                            cookie_policy_date, chosen_at, method, created_at)
         values (gen_random_uuid(), 1, true, false, false, '2025-08-20', '2025-10-02', now(), 'accept-all',
                 now() - $1::interval)`,
        age,
      );
    const report = (age: string) =>
      inserted(
        `insert into public.outbox_failures (id, kind, last_status, attempts, created_at)
         values (gen_random_uuid(), 'lead', 503, 20, now() - $1::interval)`,
        age,
      );
    await vitals('13 months 1 day');
    await consent('6 years 1 day');
    await report('91 days');
    const young = {
      'public.vitals': await vitals('12 months'),
      'public.consent_events': await consent('5 years'),
      'public.outbox_failures': await report('89 days'),
    };
    await retain();
    for (const [table, id] of Object.entries(young)) expect(await ids(table)).toEqual([id]);
  });

  it('deletes Slack notifications 30 days after they were sent or given up, and counters after a day', async () => {
    const young = await lead('1 day');
    const other = await lead('2 days');
    const pending = await lead('3 days');
    await sql(`update private.slack_notifications set sent_at = now() - interval '31 days' where lead_id = $1::uuid`, [
      young,
    ]);
    await sql(
      `update private.slack_notifications set failed_at = now() - interval '29 days' where lead_id = $1::uuid`,
      [other],
    );
    await sql(
      `insert into private.rate_limits (bucket, window_start, hits) values ('a', now() - interval '25 hours', 1),
                                                                           ('b', now(), 1)`,
    );
    await retain();
    const left = await sql<{ lead_id: string }>('select lead_id::text as lead_id from private.slack_notifications');
    expect(left.map((row) => row.lead_id).sort()).toEqual([other, pending].sort());
    expect(await sql<{ bucket: string }>('select bucket from private.rate_limits')).toEqual([{ bucket: 'b' }]);
  });

  it('runs on the local stack’s own timer', async () => {
    const old = await lead('25 months');
    await eventually(async () => expect(await ids('public.leads')).not.toContain(old), 10_000);
  });
});
