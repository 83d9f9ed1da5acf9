/**
 * update-crypto-transaction: stores the payment's transaction URL and chain once per submission id and tells
 * Slack about the first one (after answering: the visitor never waits for Slack); a replayed submission answers
 * success without a second row or message. The message was queued with the transaction
 * (private.slack_notifications): a Slack outage delays it, the scheduled delivery retries it.
 */

import { deliverAfterAnswer } from './delivery.ts';
import { defineFunction } from './http.ts';
import { updateCryptoTransactionBody } from './schemas.ts';

export const createUpdateCryptoTransactionHandler = defineFunction({
  name: 'update-crypto-transaction',
  schema: updateCryptoTransactionBody,
  errorBody: (message) => ({ success: false, error: message }),
  async run({ clientId, transactionUrl, walletSelected, submissionId }, dependencies) {
    const outcome = await dependencies.store.storeTransaction({
      clientId,
      transactionUrl,
      chain: walletSelected,
      submissionId,
    });
    if (outcome.status === 'unknown-client') return { status: 404, error: 'Client not found' };
    if (outcome.status === 'stored') deliverAfterAnswer(dependencies, 'crypto-transaction', outcome.id);
    return { status: 200, body: { success: true } };
  },
});
