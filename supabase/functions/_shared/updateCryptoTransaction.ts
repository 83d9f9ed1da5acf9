/**
 * update-crypto-transaction: stores the payment's transaction URL and chain once per submission id and tells
 * Slack about the first one (after answering: the visitor never waits for Slack); a replayed submission answers
 * success without a second row or message.
 */

import { defineFunction } from './http.ts';
import { updateCryptoTransactionBody } from './schemas.ts';
import { notifyAfterAnswer, transactionMessage } from './slack.ts';

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
    if (outcome.status === 'stored') {
      // The transaction is stored; the team also sees it in the table, so a lost message is only logged.
      const text = transactionMessage({ clientId, product: outcome.product, chain: walletSelected, transactionUrl });
      notifyAfterAnswer(dependencies, { kind: 'crypto-transaction', key: submissionId, text });
    }
    return { status: 200, body: { success: true } };
  },
});
