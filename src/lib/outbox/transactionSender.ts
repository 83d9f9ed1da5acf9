/**
 * Delivers a crypto transaction (the `update-crypto-transaction` function) from the outbox. The outbox item's id is
 * sent as the submission id, so a replay after a lost answer is stored once: the server answers success again.
 */
import type { ChainId } from '../../shared/cryptoLimits.ts';
import { invokeFunction, isSuccess } from './backendHttp.ts';
import { failureOutcome, looksTemporary } from './httpOutcome.ts';
import type { FinalOutcome, Sender } from './types.ts';

export interface TransactionPayload {
  clientId: string;
  transactionUrl: string;
  walletSelected: ChainId;
}

/** The answer said `success: false` without saying why. */
export const TRANSACTION_REFUSED = 'Failed to save transaction information.';
/** The call itself failed. */
export const TRANSACTION_CALL_FAILED = 'Failed to save transaction information. Please try again.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The function's `error` text, when it gave one. */
function reasonOf(body: Record<string, unknown>): string | undefined {
  return typeof body.error === 'string' && body.error.trim() ? body.error : undefined;
}

/** A 2xx answer (`status`): `{ success: true }`, or a refusal it explains. */
function fromAnswer(answer: unknown, status: number): FinalOutcome {
  if (!isRecord(answer) || !('success' in answer))
    return { type: 'rejected', message: TRANSACTION_CALL_FAILED, status };
  if (answer.success === true) return { type: 'delivered' };
  return { type: 'rejected', message: reasonOf(answer) ?? TRANSACTION_REFUSED, status };
}

export const sendTransaction: Sender<TransactionPayload> = async (item) => {
  const { clientId, transactionUrl, walletSelected } = item.payload;
  const answer = await invokeFunction('update-crypto-transaction', {
    clientId,
    transactionUrl,
    walletSelected,
    submissionId: item.id,
  });
  if (isSuccess(answer)) return fromAnswer(answer.body, answer.status);
  // A conflict on the submission id means an earlier attempt of this very submission is stored.
  if (answer.status === 409) return { type: 'delivered' };

  const body = isRecord(answer.body) ? answer.body : {};
  // The function refusing this submission says so: `{ success: false, error }`. Anything else is a call error.
  const refused = body.success === false;
  const final: FinalOutcome = {
    type: 'rejected',
    message: refused ? (reasonOf(body) ?? TRANSACTION_REFUSED) : TRANSACTION_CALL_FAILED,
  };
  // Its own 404 with a reason ('Client not found') is about this submission; a gateway's 404 (no such function,
  // mid-deploy) says nothing of the kind, nor does a 401/403.
  const temporary = answer.status === 404 && refused && reasonOf(body) !== undefined ? false : looksTemporary(answer);
  return failureOutcome(answer, answer.status ? `HTTP ${answer.status}` : 'no answer', final, temporary);
};
