/**
 * deliver-notifications: the scheduled run of the Slack queue (pg_cron + pg_net call it every minute on the
 * hosted project; README, "Security"). Sends what is due, with back-off between attempts, and answers how many
 * went out. It takes no input and cannot make anything due sooner (the back-off is in the database), so a
 * caller other than the schedule gains nothing by calling it.
 */

import { delivererOf } from './delivery.ts';
import { defineFunction } from './http.ts';
import { deliverNotificationsBody } from './schemas.ts';

export const createDeliverNotificationsHandler = defineFunction({
  name: 'deliver-notifications',
  schema: deliverNotificationsBody,
  async run(_body, dependencies) {
    const { sent, failed } = await delivererOf(dependencies).deliverDue();
    return { status: 200, body: { sent, failed } };
  },
});
