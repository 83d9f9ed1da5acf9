/**
 * The Slack queue (private.slack_notifications): a lead, crypto sign-up or transaction is stored together with
 * its pending notification, and the deliveries (the function's first attempt, the browser's nudge, the
 * scheduled run) send each exactly once, however long Slack is down and however many deliverers run at once.
 */

import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDeliverer, type DeliverySettings } from '../../supabase/functions/_shared/delivery.ts';
import { createSlackNotifier } from '../../supabase/functions/_shared/slack.ts';
import { createSqlStore } from '../../supabase/functions/_shared/store.ts';
import {
  type DatabaseVariant,
  describeOnEachDatabase,
  eventually,
  startTestBackend,
  STARTUP_TIMEOUT_MS,
  type TestBackend,
} from './harness.ts';
import { type SlackReceiver, startSlackReceiver } from './slackReceiver.ts';

const SIGNUP = {
  action: 'create_client',
  full_name: 'Katherine Johnson',
  email: 'katherine@example.com',
  company_name: 'Trajectories Ltd',
  vat_tax_number: null,
  business_address: '1 Langley Way',
  city: 'Hampton',
  country: 'United States',
  postcode_zip: '23681',
  product: 'reply-rocket-pro',
  terms_accepted: true,
};

/** Retries in tenths of a second, so an outage of a few seconds sees several attempts per message. */
const FAST_RETRIES = { firstRetryMs: 100, maxRetryMs: 400 };
const RECOVERY_TIMEOUT_MS = 20_000;

interface QueueRow {
  kind: string;
  row_id: string;
  attempts: number;
  sent: boolean;
  last_error: string | null;
  due_in_seconds: number;
}

async function queue(backend: TestBackend): Promise<QueueRow[]> {
  return backend.stack.database.query<QueueRow>(
    `select kind, coalesce(lead_id, crypto_client_id, crypto_transaction_id)::text as row_id, attempts,
            sent_at is not null as sent, last_error,
            extract(epoch from next_attempt_at - now())::float8 as due_in_seconds
     from private.slack_notifications order by id`,
    [],
  );
}

async function invoke(supabase: SupabaseClient, name: string, body: object) {
  const { data, error, response } = await supabase.functions.invoke(name, { body });
  if (error && !response) throw error;
  return { status: response?.status ?? 0, body: (error ? await response?.json() : data) as Record<string, unknown> };
}

async function insertLead(supabase: SupabaseClient): Promise<string> {
  const id = randomUUID();
  const insert = await supabase
    .from('leads')
    .insert({ id, project: `@queued_${id.slice(0, 8)}`, email: 'q@example.com' });
  expect({ status: insert.status, error: insert.error }).toEqual({ status: 201, error: null });
  return id;
}

/** A sign-up and its transaction through the functions; the keys of their Slack messages. */
async function signUpAndPay(supabase: SupabaseClient): Promise<{ clientId: string; submissionId: string }> {
  const signup = await invoke(supabase, 'crypto-signup-notification', SIGNUP);
  expect(signup.status).toBe(200);
  const clientId = (signup.body.client as { id: string }).id;
  const submissionId = randomUUID();
  const payment = await invoke(supabase, 'update-crypto-transaction', {
    clientId,
    transactionUrl: `https://etherscan.io/tx/0x${submissionId.replaceAll('-', '').repeat(2)}`,
    walletSelected: 'ethereum',
    submissionId,
  });
  expect(payment).toEqual({ status: 200, body: { success: true } });
  return { clientId, submissionId };
}

function suite(variant: DatabaseVariant, scheduled: boolean, body: (context: () => Context) => void) {
  describe(scheduled ? 'with the scheduled delivery running' : 'with deliverers driven by the test', () => {
    let context: Context;
    beforeAll(async () => {
      const slack = await startSlackReceiver();
      const backend = await startTestBackend(variant, {
        slackWebhookUrl: slack.url,
        delivery: scheduled ? { intervalMs: 50, ...FAST_RETRIES } : { intervalMs: 0 },
      });
      context = { slack, backend };
    }, STARTUP_TIMEOUT_MS);
    afterAll(async () => {
      await context.backend.close();
      await context.slack.close();
    }, STARTUP_TIMEOUT_MS);
    beforeEach(() => {
      Object.assign(context.slack, { status: 200, delayMs: 0, dropNext: 0 });
    });
    body(() => context);
  });
}

interface Context {
  slack: SlackReceiver;
  backend: TestBackend;
}

const textsAbout = (slack: SlackReceiver, key: string) => slack.texts.filter((text) => text.includes(key));

describeOnEachDatabase('the Slack queue', (variant) => {
  suite(variant, true, (context) => {
    for (const outage of ['answers 500', 'cannot be reached'] as const) {
      it(
        `delivers every lead, sign-up and transaction message exactly once after Slack ${outage} for a while`,
        async () => {
          const { slack, backend } = context();
          const earlier = slack.texts.length; // the other outage's messages
          if (outage === 'answers 500') slack.status = 500;
          else await slack.refuse();
          const supabase = backend.client();

          const leads = [await insertLead(supabase), await insertLead(supabase), await insertLead(supabase)];
          // The browser's nudge meets the outage (502), or finds the scheduled run already trying (200): either
          // way the lead stays queued.
          const nudge = await invoke(supabase, 'slack-notification', { id: leads[0], project: '@queued' });
          expect([502, 200]).toContain(nudge.status);
          const payments = [await signUpAndPay(supabase), await signUpAndPay(supabase)];
          const rowIds = [...leads, ...payments.map((payment) => payment.clientId)];

          // Every message has been tried more than once and is still pending, with the error kept.
          await eventually(async () => {
            const pending = (await queue(backend)).filter(
              (row) => rowIds.includes(row.row_id) || row.kind === 'crypto-transaction',
            );
            expect(pending.filter((row) => !row.sent && row.attempts >= 2 && row.last_error)).toHaveLength(
              rowIds.length + payments.length,
            );
          }, RECOVERY_TIMEOUT_MS);
          expect(slack.texts.slice(earlier)).toEqual([]);

          slack.status = 200;
          if (outage === 'cannot be reached') await slack.accept();
          await eventually(
            async () => expect((await queue(backend)).filter((row) => !row.sent)).toEqual([]),
            RECOVERY_TIMEOUT_MS,
          );
          // The browser's retry after the outage finds the lead sent: nothing more goes out.
          expect(await invoke(supabase, 'slack-notification', { id: leads[0], project: '@queued' })).toEqual({
            status: 200,
            body: { ok: true },
          });

          for (const lead of leads) {
            expect(textsAbout(slack, lead)).toEqual([expect.stringMatching(/^\*New lead:\* `@queued_/)]);
          }
          for (const { clientId, submissionId } of payments) {
            // After an outage the order is the retries', not the rows'.
            const texts = textsAbout(slack, clientId);
            expect(texts).toHaveLength(2);
            expect(texts).toEqual(
              expect.arrayContaining([
                expect.stringMatching(/^\*New crypto sign-up:\* `Katherine Johnson` \(`Trajectories Ltd`\)/),
                expect.stringMatching(/^\*Crypto payment submitted\* \(verify it, then activate the subscription\)/),
              ]),
            );
            expect(textsAbout(slack, submissionId.replaceAll('-', ''))).toHaveLength(1);
          }
          expect(slack.texts.slice(earlier)).toHaveLength(leads.length + 2 * payments.length);
        },
        RECOVERY_TIMEOUT_MS * 2 + 10_000,
      );
    }
  });

  suite(variant, false, (context) => {
    const settings = (overrides: Partial<DeliverySettings> = {}): DeliverySettings => ({
      firstRetryMs: 60_000,
      maxRetryMs: 3_600_000,
      leaseSeconds: 120,
      maxPerRun: 100,
      maxPerMinute: 10_000,
      ...overrides,
    });
    const deliverer = (webhookUrl: string | undefined, log: (line: string) => void = () => {}, overrides = {}) =>
      createDeliverer({
        store: createSqlStore(context().backend.stack.database),
        notifier: createSlackNotifier({ webhookUrl }),
        log,
        settings: settings(overrides),
      });

    it("sends nothing twice when two scheduled runs and the browsers' nudges deliver at once", async () => {
      const { slack, backend } = context();
      const supabase = backend.client();
      const leads: string[] = [];
      for (let i = 0; i < 12; i += 1) leads.push(await insertLead(supabase));
      slack.delayMs = 30; // each send takes a while, so the deliverers overlap

      const first = deliverer(slack.url);
      const second = deliverer(slack.url);
      const [runA, runB, ...nudges] = await Promise.all([
        first.deliverDue(),
        second.deliverDue(),
        ...leads.map((lead, index) => (index % 2 ? first : second).deliverNow('lead', lead)),
      ]);
      const sentByNudges = nudges.filter((outcome) => outcome === 'sent').length;
      expect(runA.sent + runB.sent + sentByNudges).toBe(leads.length);
      expect(nudges.every((outcome) => outcome === 'sent' || outcome === 'settled')).toBe(true);
      for (const lead of leads) expect(textsAbout(slack, lead)).toHaveLength(1);
      expect(
        (await queue(backend)).filter((row) => leads.includes(row.row_id) && (!row.sent || row.attempts !== 1)),
      ).toEqual([]);
    });

    it('stores every row with its pending notification, and a refused or rolled-back insert with none', async () => {
      const { slack, backend } = context();
      slack.status = 500; // the functions' own first attempts fail, so every notification stays pending
      const supabase = backend.client();
      const before = (await queue(backend)).length;

      const lead = await insertLead(supabase);
      const refused = await supabase.from('leads').insert({ id: randomUUID(), project: '@bad', email: 'not an email' });
      expect(refused.status).toBe(400);
      const { clientId, submissionId } = await signUpAndPay(supabase);
      // Replays store nothing new, so they queue nothing either.
      await invoke(supabase, 'update-crypto-transaction', {
        clientId,
        transactionUrl: `https://etherscan.io/tx/0x${submissionId.replaceAll('-', '').repeat(2)}`,
        walletSelected: 'ethereum',
        submissionId,
      });
      // A transaction that stores a client and then fails leaves neither the client nor a notification.
      const rolledBack = randomUUID();
      await expect(
        backend.stack.database.transaction(async (session) => {
          await session.query(
            `insert into public.crypto_clients (id, full_name, email, company_name, business_address, city, country,
             postcode_zip, product, terms_accepted)
           values ($1::uuid, 'Rolled Back', 'r@example.com', 'R', 'A', 'C', 'N', 'P', 'reply-rocket-lite', true)`,
            [rolledBack],
          );
          throw new Error('the rest of the transaction failed');
        }),
      ).rejects.toThrow('the rest of the transaction failed');

      const rows = await eventually(async () => {
        const all = await queue(backend);
        expect(all.slice(before).map(({ kind, sent, attempts }) => ({ kind, sent, attempts }))).toEqual([
          { kind: 'lead', sent: false, attempts: 0 },
          { kind: 'crypto-client', sent: false, attempts: 1 },
          { kind: 'crypto-transaction', sent: false, attempts: 1 },
        ]);
        return all;
      });
      expect(rows.map((row) => row.row_id)).toEqual(expect.arrayContaining([lead, clientId]));
      expect(rows.map((row) => row.row_id)).not.toContain(rolledBack);
      // Every stored row has exactly one notification.
      const [unpaired] = await backend.stack.database.query<{ count: number }>(
        `select ((select count(*) from public.leads l where not exists (select 1 from private.slack_notifications n where n.lead_id = l.id))
               + (select count(*) from public.crypto_clients c where not exists (select 1 from private.slack_notifications n where n.crypto_client_id = c.id))
               + (select count(*) from public.crypto_transactions t where not exists (select 1 from private.slack_notifications n where n.crypto_transaction_id = t.id)))::int as count`,
        [],
      );
      expect(unpaired).toEqual({ count: 0 });
    });

    it('keeps messages pending, and says so, while SLACK_WEBHOOK_URL is unset; retries back off exponentially', async () => {
      const { slack, backend } = context();
      await deliverer(slack.url).deliverDue(); // earlier tests' messages out of the way
      const lead = await insertLead(backend.client());
      const log: string[] = [];
      const unset = deliverer(undefined, (line) => log.push(line));

      expect(await unset.deliverDue()).toEqual({ sent: 0, failed: 1 });
      const [afterOne] = (await queue(backend)).filter((row) => row.row_id === lead);
      expect(afterOne).toMatchObject({
        sent: false,
        attempts: 1,
        last_error: expect.stringContaining('SLACK_WEBHOOK_URL'),
      });
      expect(afterOne!.due_in_seconds).toBeGreaterThan(55);
      expect(afterOne!.due_in_seconds).toBeLessThanOrEqual(60);
      expect(log).toEqual([
        expect.stringMatching(new RegExp(`^\\[slack\\] lead ${lead} not delivered \\(attempt 1\\), kept pending`)),
      ]);
      // Not due yet: the next run leaves it alone.
      expect(await unset.deliverDue()).toEqual({ sent: 0, failed: 0 });

      // Time passes (the wait is moved rather than slept through): the second failure waits twice as long.
      await backend.stack.database.query(
        'update private.slack_notifications set next_attempt_at = now() where lead_id = $1::uuid',
        [lead],
      );
      expect(await unset.deliverDue()).toEqual({ sent: 0, failed: 1 });
      const [afterTwo] = (await queue(backend)).filter((row) => row.row_id === lead);
      expect(afterTwo).toMatchObject({ sent: false, attempts: 2 });
      expect(afterTwo!.due_in_seconds).toBeGreaterThan(115);
      expect(afterTwo!.due_in_seconds).toBeLessThanOrEqual(120);

      // Once the webhook is set, the message goes out, once.
      await backend.stack.database.query(
        'update private.slack_notifications set next_attempt_at = now() where lead_id = $1::uuid',
        [lead],
      );
      expect(await deliverer(slack.url).deliverDue()).toEqual({ sent: 1, failed: 0 });
      expect(await deliverer(slack.url).deliverNow('lead', lead)).toBe('settled');
      expect(textsAbout(slack, lead)).toHaveLength(1);
    });

    it('gives a notification whose deliverer died mid-send to the next run once its claim lapses', async () => {
      const { slack, backend } = context();
      // Earlier tests' messages out of the way, including those whose retry falls due while this test runs.
      await backend.stack.database.query(
        'update private.slack_notifications set sent_at = now() where sent_at is null',
        [],
      );
      const lead = await insertLead(backend.client());
      const store = createSqlStore(backend.stack.database);
      const crashed = await store.claimNotificationOf('lead', lead, 120);
      expect(crashed.status).toBe('claimed');
      // Claimed: neither a run nor a nudge sends it while the claim holds.
      expect(await deliverer(slack.url).deliverNow('lead', lead)).toBe('settled');
      expect(await deliverer(slack.url).deliverDue()).toEqual({ sent: 0, failed: 0 });

      // Lapsed: in the past, not at this very instant, which the next statement's clock may still equal.
      await backend.stack.database.query(
        "update private.slack_notifications set claimed_until = now() - interval '1 second' where lead_id = $1::uuid",
        [lead],
      );
      expect(await deliverer(slack.url).deliverDue()).toEqual({ sent: 1, failed: 0 });
      // The dead deliverer's token no longer settles anything.
      if (crashed.status === 'claimed') expect(await store.markNotificationSent(crashed.notification)).toBe(false);
      expect(textsAbout(slack, lead)).toHaveLength(1);
    });

    it('gives anon no access to the queue', async () => {
      const { backend } = context();
      const [privileges] = await backend.stack.database.query<{ any: boolean }>(
        `select has_table_privilege('anon', 'private.slack_notifications', 'select')
             or has_table_privilege('anon', 'private.slack_notifications', 'insert')
             or has_table_privilege('anon', 'private.slack_notifications', 'update') as any`,
        [],
      );
      expect(privileges).toEqual({ any: false });
    });
  });
});
