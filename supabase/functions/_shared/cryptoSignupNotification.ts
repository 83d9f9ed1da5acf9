/**
 * crypto-signup-notification: stores a crypto sign-up client, answers the new client's id, and tells Slack
 * after answering, so the visitor never waits for Slack nor loses the sign-up to it. The message was queued
 * with the client (private.slack_notifications): a Slack outage delays it, the scheduled delivery retries it.
 *
 * Idempotent per `submissionId` (when the browser sends one): a replay of a submission whose answer was lost,
 * sequential or concurrent, answers the client the first call created, with the same 200, and sends no second
 * Slack message. The id names one submission, so the same id with other details is not a replay but a caller's
 * mistake: it gets 409 and neither the stored client nor a new one (answering the first client would send the
 * visitor to pay for a product they did not choose this time; creating one would make the id mean two things).
 */

import { deliverAfterAnswer } from './delivery.ts';
import { defineFunction } from './http.ts';
import { cryptoSignupBody } from './schemas.ts';

export const SUBMISSION_REUSED_MESSAGE =
  'This submissionId was already used with other sign-up details: please submit again';

export const createCryptoSignupNotificationHandler = defineFunction({
  name: 'crypto-signup-notification',
  schema: cryptoSignupBody,
  // Each sign-up is a row and a Slack message: as many an hour as the leads' limit lets one address send.
  perHour: { perClient: 20, perNetwork: 60 },
  async run({ action: _action, submissionId, ...client }, dependencies) {
    const outcome = await dependencies.store.createCryptoClient(client, submissionId ?? null);
    if (outcome.status === 'different-details') return { status: 409, error: SUBMISSION_REUSED_MESSAGE };
    if (outcome.status === 'created') deliverAfterAnswer(dependencies, 'crypto-client', outcome.client.id);
    return { status: 200, body: { client: outcome.client } };
  },
});
