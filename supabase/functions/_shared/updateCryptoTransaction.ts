/**
 * update-crypto-transaction: stores the payment's transaction URL, chain and hash once per submission id and tells
 * Slack about the first one (after answering: the visitor never waits for Slack); a replayed submission answers
 * success without a second row or message. The message was queued with the transaction
 * (private.slack_notifications): a Slack outage delays it, the scheduled delivery retries it.
 *
 * One payment proves one sign-up: a transaction another client has already sent is refused with 422 and the
 * message the form shows for a link that is not the visitor's transaction (not 409, which the browser's outbox
 * reads as "an earlier attempt of this submission landed"). Nothing is stored for it but the attempt, which Slack
 * hears about as a reuse. The same client sending its own transaction again under a new submission (Submit pressed
 * on two pages) answers success: it is their payment, already stored and announced once. A client may send at most
 * TRANSACTIONS_PER_CLIENT transactions, refused claims included, so one sign-up cannot flood Slack.
 */

import { explorerMessage, transactionHashOf } from '../../../src/shared/cryptoLimits.ts';
import { deliverAfterAnswer } from './delivery.ts';
import { defineFunction } from './http.ts';
import { updateCryptoTransactionBody } from './schemas.ts';
import { TRANSACTIONS_PER_CLIENT } from './store.ts';

/** A final answer, not a 429 the browser would retry: the client's cap does not lift with time. */
export const TOO_MANY_TRANSACTIONS = `This sign-up has sent ${TRANSACTIONS_PER_CLIENT} transactions already: please contact support to add another.`;

export const createUpdateCryptoTransactionHandler = defineFunction({
  name: 'update-crypto-transaction',
  schema: updateCryptoTransactionBody,
  errorBody: (message) => ({ success: false, error: message }),
  async run({ clientId, transactionUrl, walletSelected, submissionId }, dependencies) {
    // The schema has refused every link without one.
    const txHash = transactionHashOf(transactionUrl, walletSelected);
    if (txHash === null) return { status: 400, error: explorerMessage(walletSelected) };
    const outcome = await dependencies.store.storeTransaction({
      clientId,
      transactionUrl,
      chain: walletSelected,
      txHash,
      submissionId,
    });
    switch (outcome.status) {
      case 'unknown-client':
        return { status: 404, error: 'Client not found' };
      case 'too-many':
        return { status: 422, error: TOO_MANY_TRANSACTIONS };
      case 'claimed-by-another':
        if (outcome.attemptId !== null) deliverAfterAnswer(dependencies, 'transaction-reuse', outcome.attemptId);
        return { status: 422, error: explorerMessage(walletSelected) };
      case 'stored':
        deliverAfterAnswer(dependencies, 'crypto-transaction', outcome.id);
        return { status: 200, body: { success: true } };
      case 'replayed':
      case 'own-transaction':
        return { status: 200, body: { success: true } };
    }
  },
});
