/**
 * deliver-notifications: the scheduled run of the Slack queue (pg_cron + pg_net call it every minute on the
 * hosted project; README, "Security"). Sends what is due, with back-off between attempts, and answers how many
 * went out. It takes no input and cannot make anything due sooner (the back-off is in the database), so a
 * caller other than the schedule gains nothing by calling it.
 *
 * It is also the queue's health check, for the schedule's log and for a person or a monitor calling it: the answer
 * lists, and the log shouts (ALERT), what needs a person. A message waiting far longer than the back-off allows,
 * messages given up on, a missing schedule, and a hosted deployment that trusts no client-address header (every
 * client then counts as the proxy in front, so one caller can use up everyone's limits).
 */

import { delivererOf } from './delivery.ts';
import type { FunctionSettings } from './http.ts';
import { defineFunction } from './http.ts';
import type { QueueHealth } from './notificationStore.ts';
import { deliverNotificationsBody } from './schemas.ts';

/** Longer than the back-off's longest wait (an hour) plus a missed run or two. */
export const OLDEST_PENDING_ALERT_SECONDS = 90 * 60;

/** What needs a person, in words; empty when all is well. */
export function healthProblems(health: QueueHealth, settings: FunctionSettings): string[] {
  const problems: string[] = [];
  if (health.oldestPendingSeconds !== null && health.oldestPendingSeconds > OLDEST_PENDING_ALERT_SECONDS) {
    problems.push(
      `the oldest Slack message has waited ${Math.round(health.oldestPendingSeconds / 60)} minutes: is SLACK_WEBHOOK_URL set, and is Slack up?`,
    );
  }
  if (health.failedThisWeek > 0) {
    problems.push(
      `${health.failedThisWeek} Slack messages were given up this week (too many attempts, or unknown whether Slack took them): read them in private.slack_notifications`,
    );
  }
  if (health.schedulePresent === false) {
    problems.push('no active pg_cron job calls deliver-notifications: queued messages go out only when a visitor acts');
  }
  if (settings.hosted) {
    if (!settings.clientAddressHeader) {
      problems.push(
        'CLIENT_ADDRESS_HEADER is not set: the functions count every client as the proxy in front, so one caller can exhaust the limits of all',
      );
    }
    if (!health.databaseAddressHeader) {
      problems.push(
        'private.lead_limit_settings.client_address_header is not set: the database counts every client as the proxy in front',
      );
    }
  }
  return problems;
}

export const createDeliverNotificationsHandler = defineFunction({
  name: 'deliver-notifications',
  schema: deliverNotificationsBody,
  async run(_body, dependencies) {
    const { sent, failed } = await delivererOf(dependencies).deliverDue();
    const problems = healthProblems(await dependencies.store.queueHealth(), dependencies.settings);
    for (const problem of problems) dependencies.log(`[deliver-notifications] ALERT ${problem}`);
    return { status: 200, body: { sent, failed, healthy: problems.length === 0, problems } };
  },
});
