/**
 * slack-notification: one Slack message per lead, exactly once however often the browser retries.
 * The lead must exist in the database (so the public key cannot post arbitrary Slack messages) and the message
 * is built from the stored row, not from the request.
 */

import { defineFunction } from './http.ts';
import { leadNotificationBody } from './schemas.ts';
import { leadMessage } from './slack.ts';

export const createSlackNotificationHandler = defineFunction({
  name: 'slack-notification',
  schema: leadNotificationBody,
  async run({ id }, { store, notifier, log }) {
    const claim = await store.claimLeadNotification(id);
    if (claim.status === 'missing') return { status: 404, error: 'Lead not found' };
    if (claim.status === 'already-notified') return { status: 200, body: { ok: true } };
    try {
      await notifier.send({ kind: 'lead', key: id, text: leadMessage(claim.lead) });
    } catch (error) {
      // Undo the claim so the browser's retry can deliver it; the lead itself is already safely stored.
      await store.releaseLeadNotification(id);
      log(`[slack-notification] delivery failed for lead ${id}: ${String(error)}`);
      return { status: 502, error: 'Slack did not accept the notification; retry later' };
    }
    return { status: 200, body: { ok: true } };
  },
});
