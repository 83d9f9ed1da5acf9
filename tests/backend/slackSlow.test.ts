/**
 * A slow (5 s), refusing or unreachable Slack never delays or fails the data write a visitor waits for:
 * - leads go straight to the database (no Slack on that path); slack-notification, which the browser's outbox
 *   calls afterwards in the background, waits for Slack because its answer says whether the message went out;
 * - crypto sign-ups and transactions are answered as soon as the row is stored, and the Slack message follows:
 *   delivered later when Slack is slow, logged as failed when it refuses or cannot be reached.
 */

import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { freePort } from './postgres15.ts';
import {
  describeOnEachDatabase,
  eventually,
  startTestBackend,
  STARTUP_TIMEOUT_MS,
  type TestBackend,
} from './harness.ts';
import { type SlackReceiver, startSlackReceiver } from './slackReceiver.ts';
import { basescanLink } from './transactionLinks.ts';

/**
 * How long the slow Slack holds each message. "At once" is judged by the order of events, not by a time: the
 * answer came while Slack was still holding the message, which no load on the machine can fake.
 */
const SLACK_DELAY_MS = 5000;
/** Long enough for a message that Slack answers after SLACK_DELAY_MS, on a busy machine. */
const DELIVERY_TIMEOUT_MS = SLACK_DELAY_MS + 5000;

const SIGNUP = {
  action: 'create_client',
  full_name: 'Grace Hopper',
  email: 'grace@example.com',
  company_name: 'Compilers Inc',
  vat_tax_number: null,
  business_address: '1 Harbour Road',
  city: 'Arlington',
  country: 'United States',
  postcode_zip: '22201',
  product: 'reply-rocket-lite',
  terms_accepted: true,
};

interface TimedAnswer {
  status: number;
  body: Record<string, unknown>;
  ms: number;
}

/** A function's answer, with how long it took (only ever compared with how long Slack was made to wait). */
async function timedInvoke(supabase: SupabaseClient, name: string, body: object): Promise<TimedAnswer> {
  const started = performance.now();
  const { data, error, response } = await supabase.functions.invoke(name, { body });
  const ms = performance.now() - started;
  if (error && !response) throw error;
  const json = (error ? await response?.json() : data) as Record<string, unknown>;
  return { status: response?.status ?? 0, body: json, ms };
}

describeOnEachDatabase('a slow or refusing Slack', (variant) => {
  let backend: TestBackend;
  let slack: SlackReceiver;

  beforeAll(async () => {
    slack = await startSlackReceiver();
    backend = await startTestBackend(variant, { slackWebhookUrl: slack.url });
    await warmUp();
  }, STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    await backend.close();
    await slack.close();
  }, STARTUP_TIMEOUT_MS);
  beforeEach(async () => {
    // Every message of the previous test has been answered, so none can land in this one's counts.
    await eventually(() => expect(slack.pending).toBe(0), DELIVERY_TIMEOUT_MS);
    slack.status = 200;
    slack.delayMs = 0;
    slack.dropNext = 0;
  }, DELIVERY_TIMEOUT_MS + 1000);

  /**
   * One untimed call: the first request of a freshly started stack pays for compiling its code paths. Its
   * Slack message is awaited, so it cannot reach the receiver during a test and be counted there.
   */
  async function warmUp(): Promise<void> {
    const answer = await timedInvoke(backend.client(), 'crypto-signup-notification', SIGNUP);
    expect(answer.status).toBe(200);
    const { id } = answer.body.client as { id: string };
    await eventually(async () => expect(await logEntries(id)).toHaveLength(1), DELIVERY_TIMEOUT_MS);
  }

  const logEntries = async (key: string) => (await backend.slackLog()).filter((entry) => entry.key === key);

  /**
   * A crypto sign-up and its transaction, each answered and stored; returns the keys of their Slack messages.
   * `beforePaying` runs between the two calls.
   */
  async function signUpAndPay(
    supabase: SupabaseClient,
    beforePaying: () => Promise<unknown> = async () => {},
  ): Promise<{ clientId: string; submissionId: string }> {
    const signup = await timedInvoke(supabase, 'crypto-signup-notification', SIGNUP);
    expect(signup.status).toBe(200);
    const clientId = (signup.body.client as { id: string }).id;
    await beforePaying();

    const submissionId = randomUUID();
    const payment = await timedInvoke(supabase, 'update-crypto-transaction', {
      clientId,
      transactionUrl: basescanLink(),
      walletSelected: 'base',
      submissionId,
    });
    expect({ status: payment.status, body: payment.body }).toEqual({ status: 200, body: { success: true } });

    expect(await backend.rows('crypto_clients')).toContainEqual(expect.objectContaining({ id: clientId }));
    expect(await backend.rows('crypto_transactions')).toContainEqual(
      expect.objectContaining({ client_id: clientId, submission_id: submissionId, chain: 'base' }),
    );
    return { clientId, submissionId };
  }

  it(
    'answers sign-ups and transactions at once while Slack takes 5 s, and delivers the messages after',
    async () => {
      slack.delayMs = SLACK_DELAY_MS;
      const { clientId, submissionId } = await signUpAndPay(backend.client());
      // Both answers came back while Slack was still holding both messages: neither has been answered yet.
      expect(await logEntries(clientId)).toEqual([]);
      expect(await logEntries(submissionId)).toEqual([]);
      expect(slack.texts.filter((text) => text.includes(clientId))).toEqual([]);
      await eventually(() => expect(slack.pending).toBe(2));

      await eventually(async () => {
        expect(await logEntries(clientId)).toEqual([
          expect.objectContaining({ kind: 'crypto-client', delivery: 'sent' }),
        ]);
        expect(await logEntries(submissionId)).toEqual([
          expect.objectContaining({ kind: 'crypto-transaction', delivery: 'sent' }),
        ]);
      }, DELIVERY_TIMEOUT_MS);
      expect(slack.texts.filter((text) => text.includes(clientId))).toEqual([
        expect.stringContaining('*New crypto sign-up:* `Grace Hopper` (`Compilers Inc`)'),
        expect.stringContaining('*Crypto payment submitted*'),
      ]);
    },
    DELIVERY_TIMEOUT_MS + 5000,
  );

  it('never sends a message again when the connection broke after it went out: Slack may have posted it', async () => {
    slack.dropNext = 1; // the sign-up's message reaches Slack, then its connection is cut before the answer
    // The payment's message goes out only once the sign-up's has been cut, so the cut is the sign-up's.
    const { clientId, submissionId } = await signUpAndPay(backend.client(), () =>
      eventually(() => expect(slack.dropNext).toBe(0)),
    );
    await eventually(async () => {
      expect(await logEntries(clientId)).toEqual([expect.objectContaining({ delivery: 'failed' })]);
      expect(await logEntries(submissionId)).toEqual([expect.objectContaining({ delivery: 'sent' })]);
    });
    expect(slack.dropNext).toBe(0);
    // Given up, with the reason, so no scheduled run tries it again; the health check counts it.
    const [notification] = await backend.stack.database.query<{ failed: boolean; last_error: string }>(
      `select failed_at is not null as failed, last_error from private.slack_notifications
       where crypto_client_id = $1::uuid`,
      [clientId],
    );
    expect(notification).toEqual({ failed: true, last_error: expect.stringContaining('may or may not') });
  });

  it('keeps sign-ups and transactions, answered at once, and logs the messages as failed when Slack refuses', async () => {
    slack.status = 503;
    const { clientId, submissionId } = await signUpAndPay(backend.client());
    await eventually(async () => {
      expect(await logEntries(clientId)).toEqual([expect.objectContaining({ delivery: 'failed' })]);
      expect(await logEntries(submissionId)).toEqual([expect.objectContaining({ delivery: 'failed' })]);
    });
    expect(slack.texts.filter((text) => text.includes(clientId))).toEqual([]);
  });

  it(
    'stores a lead at once while Slack is slow; slack-notification delivers it once when Slack answers',
    async () => {
      slack.delayMs = SLACK_DELAY_MS;
      const supabase = backend.client();
      const lead = {
        id: randomUUID(),
        project: '@slow_slack',
        telegram: null,
        email: 'slow@example.com',
        role: 'Other',
      };
      const insert = await supabase.from('leads').insert(lead);
      expect({ status: insert.status, error: insert.error }).toEqual({ status: 201, error: null });
      expect(await backend.rows('leads')).toContainEqual(expect.objectContaining({ id: lead.id }));
      // Stored without a word to Slack: the insert had nothing to wait for.
      expect(slack.pending).toBe(0);
      expect(await logEntries(lead.id)).toEqual([]);

      // The outbox's second stage, in the background: its answer waits for Slack, within the browser's timeout.
      const notified = timedInvoke(supabase, 'slack-notification', lead);
      await eventually(() => expect(slack.pending).toBe(1));
      // A retry meanwhile (a second tab, a replayed outbox item) finds the notification claimed: no second message.
      const retry = await timedInvoke(backend.client(), 'slack-notification', lead);
      expect({ status: retry.status, body: retry.body }).toEqual({ status: 200, body: { ok: true } });
      // Answered while Slack still held the first call's message: the retry did not wait for it.
      expect(slack.pending).toBe(1);
      expect(slack.texts.filter((text) => text.includes(lead.id))).toEqual([]);

      const answer = await notified;
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { ok: true } });
      expect(answer.ms).toBeGreaterThanOrEqual(SLACK_DELAY_MS - 100);
      expect(slack.texts.filter((text) => text.includes(lead.id))).toHaveLength(1);
      expect(await logEntries(lead.id)).toEqual([expect.objectContaining({ kind: 'lead', delivery: 'sent' })]);
    },
    DELIVERY_TIMEOUT_MS + 5000,
  );

  it(
    'keeps the data, answered at once, when Slack cannot be reached at all',
    async () => {
      const nobodyListens = `http://127.0.0.1:${await freePort()}/services/T000/B000/down`;
      await backend.restart({ slackWebhookUrl: nobodyListens });
      try {
        await warmUp();
        const supabase = backend.client();
        const { clientId, submissionId } = await signUpAndPay(supabase);
        await eventually(async () => {
          expect(await logEntries(clientId)).toEqual([expect.objectContaining({ delivery: 'failed' })]);
          expect(await logEntries(submissionId)).toEqual([expect.objectContaining({ delivery: 'failed' })]);
        });

        // A lead is stored all the same; its notification answers 502 so the outbox retries it later.
        const lead = { id: randomUUID(), project: '@no_slack' };
        expect((await supabase.from('leads').insert(lead)).status).toBe(201);
        const notification = await timedInvoke(supabase, 'slack-notification', lead);
        expect({ status: notification.status, body: notification.body }).toEqual({
          status: 502,
          body: { error: 'Slack did not accept the notification; retry later' },
        });
        // Tried once and given back to the outbox at once: no retries inside the call.
        expect(await logEntries(lead.id)).toEqual([expect.objectContaining({ kind: 'lead', delivery: 'failed' })]);
        expect(await backend.rows('leads')).toContainEqual(expect.objectContaining({ id: lead.id }));
      } finally {
        await backend.restart({ slackWebhookUrl: slack.url });
      }
    },
    STARTUP_TIMEOUT_MS,
  );
});
