/**
 * The Slack queue bounded and watched (migration *_slack_queue_bounds.sql, delivery.ts):
 * - past a ceiling of messages a minute, what is due goes out as one summary message, not one message each;
 * - a notification is tried at most maxAttempts times, then failed and never claimed again;
 * - a message whose connection broke after it went out is not sent again (Slack may have posted it);
 *   one that never connected is retried and delivered once;
 * - deliver-notifications says loudly what needs a person: old pending messages, failed ones, and a hosted
 *   deployment that trusts no client-address header.
 */

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createDeliverer, type DeliverySettings } from '../../supabase/functions/_shared/delivery.ts';
import { createDeliverNotificationsHandler } from '../../supabase/functions/_shared/deliverNotifications.ts';
import { createSlackNotifier } from '../../supabase/functions/_shared/slack.ts';
import { createSqlStore } from '../../supabase/functions/_shared/store.ts';
import { describeOnEachDatabase, startTestBackend, STARTUP_TIMEOUT_MS, type TestBackend } from './harness.ts';
import { type SlackReceiver, startSlackReceiver } from './slackReceiver.ts';

const SETTINGS: DeliverySettings = {
  firstRetryMs: 0,
  maxRetryMs: 0,
  leaseSeconds: 60,
  maxPerRun: 100,
  maxAttempts: 3,
  maxPerMinute: 4,
};

describeOnEachDatabase('the Slack queue’s bounds and health', (variant) => {
  let backend: TestBackend;
  let slack: SlackReceiver;
  const logs: string[] = [];
  beforeAll(async () => {
    slack = await startSlackReceiver();
    backend = await startTestBackend(variant, { slackWebhookUrl: slack.url });
  }, STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    await backend.close();
    await slack.close();
  }, STARTUP_TIMEOUT_MS);
  beforeEach(async () => {
    expect((await backend.admin('/_local/reset', { method: 'POST' })).status).toBe(200);
    Object.assign(slack, { status: 200, delayMs: 0, dropNext: 0, texts: [] });
    logs.length = 0;
  });

  const deliverer = (overrides: Partial<DeliverySettings> = {}, webhookUrl = slack.url) =>
    createDeliverer({
      store: createSqlStore(backend.stack.database),
      notifier: createSlackNotifier({ webhookUrl }),
      log: (line) => logs.push(line),
      settings: { ...SETTINGS, ...overrides },
    });
  /** Leads stored straight in the table (no request, so no limit), each with its queued notification. */
  async function leads(count: number): Promise<string[]> {
    const ids = Array.from({ length: count }, () => randomUUID());
    for (const id of ids) {
      await backend.stack.database.query('insert into public.leads (id, project) values ($1::uuid, $2)', [
        id,
        `@bound_${id.slice(0, 8)}`,
      ]);
    }
    return ids;
  }
  const notifications = () =>
    backend.stack.database.query<{ sent: boolean; summarised: boolean; failed: boolean; attempts: number }>(
      `select sent_at is not null as sent, summarised, failed_at is not null as failed, attempts
       from private.slack_notifications order by id`,
      [],
    );

  it('sends the overflow past the ceiling as one summary message, and marks it all sent', async () => {
    await leads(30);
    expect(await deliverer().deliverDue()).toEqual({ sent: 4, failed: 0 });
    expect(slack.texts).toHaveLength(4);
    // The ceiling is reached: the next run sends one message for the other 26.
    expect(await deliverer().deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(slack.texts).toHaveLength(5);
    expect(slack.texts[4]).toMatch(/^\*26 more notifications than Slack should take at once\*/);
    expect(slack.texts[4]).toContain('• 26 leads');
    const rows = await notifications();
    expect(rows.filter((row) => !row.sent)).toEqual([]);
    expect(rows.filter((row) => row.summarised)).toHaveLength(26);
    // A visitor's nudge past the ceiling leaves its message to the summary.
    const [late] = await leads(1);
    expect(await deliverer().deliverNow('lead', late!)).toBe('settled');
    expect(slack.texts).toHaveLength(5);
  });

  it('gives a notification up after maxAttempts failed attempts, and never claims it again', async () => {
    await leads(1);
    slack.status = 500;
    for (let i = 0; i < 5; i += 1) await deliverer().deliverDue();
    expect(await notifications()).toEqual([{ sent: false, summarised: false, failed: true, attempts: 3 }]);
    expect(logs.some((line) => line.includes('ALERT') && line.includes('given up after 3 attempts'))).toBe(true);
    slack.status = 200;
    expect(await deliverer().deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(slack.texts).toEqual([]);
  });

  it('does not send again a message whose connection broke after it went out', async () => {
    await leads(1);
    slack.dropNext = 1;
    expect(await deliverer().deliverDue()).toEqual({ sent: 0, failed: 1 });
    expect(await deliverer().deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(await notifications()).toEqual([{ sent: false, summarised: false, failed: true, attempts: 1 }]);
    expect(logs.some((line) => line.includes('ALERT') && line.includes('not sent again'))).toBe(true);
  });

  it('retries a message that never reached Slack (connection refused) and delivers it once', async () => {
    const [lead] = await leads(1);
    await slack.refuse();
    try {
      expect(await deliverer().deliverDue()).toEqual({ sent: 0, failed: 1 });
    } finally {
      await slack.accept();
    }
    expect(await deliverer().deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(slack.texts.filter((text) => text.includes(lead!.slice(0, 8)))).toHaveLength(1);
  });

  it('deliver-notifications says what needs a person: old and failed messages, and no trusted address header', async () => {
    await leads(2);
    slack.status = 500;
    await deliverer({ maxAttempts: 1 }).deliverDue();
    await backend.stack.database.query(
      `update private.slack_notifications set created_at = now() - interval '3 hours' where failed_at is null`,
      [],
    );
    const run = async (hosted: boolean, clientAddressHeader: string | null) => {
      const handler = createDeliverNotificationsHandler({
        store: createSqlStore(backend.stack.database),
        notifier: createSlackNotifier({ webhookUrl: slack.url }),
        settings: { allowedOrigins: '*', rateLimitPerMinute: 100, hosted, clientAddressHeader, delivery: SETTINGS },
        log: (line) => logs.push(line),
        waitUntil: () => undefined,
      });
      const response = await handler(
        new Request('http://functions.local/deliver-notifications', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
          body: '{}',
        }),
      );
      return (await response.json()) as { healthy: boolean; problems: string[] };
    };

    const local = await run(false, null);
    expect(local.healthy).toBe(false);
    expect(local.problems).toEqual([
      expect.stringMatching(/^the oldest Slack message has waited 1[89]\d minutes/),
      expect.stringMatching(/^1 Slack messages were given up this week/),
    ]);
    const hosted = await run(true, null);
    expect(hosted.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^CLIENT_ADDRESS_HEADER is not set/),
        expect.stringMatching(/^private\.lead_limit_settings\.client_address_header is not set/),
      ]),
    );
    expect(logs.filter((line) => line.startsWith('[deliver-notifications] ALERT'))).toHaveLength(
      local.problems.length + hosted.problems.length,
    );

    // All well: nothing pending, nothing failed, the header set in both places.
    await backend.admin('/_local/reset', { method: 'POST' });
    await backend.stack.database.query(
      "update private.lead_limit_settings set client_address_header = 'cf-connecting-ip'",
      [],
    );
    try {
      expect(await run(true, 'cf-connecting-ip')).toEqual(expect.objectContaining({ healthy: true, problems: [] }));
    } finally {
      await backend.stack.database.query('update private.lead_limit_settings set client_address_header = null', []);
    }
  });
});
