/**
 * slack-notification: the browser's "deliver now" for a lead it has just stored. The lead's notification was
 * queued with the lead itself (private.slack_notifications); this sends it at once instead of at the next
 * scheduled run, and the queue keeps it exactly once however often the browser calls. The message is built from
 * the stored row, not from the request, so the public key cannot post arbitrary Slack messages.
 */

import { delivererOf } from './delivery.ts';
import { defineFunction } from './http.ts';
import { leadNotificationBody } from './schemas.ts';

export const createSlackNotificationHandler = defineFunction({
  name: 'slack-notification',
  schema: leadNotificationBody,
  async run({ id }, dependencies) {
    const outcome = await delivererOf(dependencies).deliverNow('lead', id);
    if (outcome === 'missing') return { status: 404, error: 'Lead not found' };
    // Still queued: the scheduled delivery retries it too, so the browser's retry only makes it sooner.
    if (outcome === 'failed') return { status: 502, error: 'Slack did not accept the notification; retry later' };
    return { status: 200, body: { ok: true } };
  },
});
