/**
 * Delivers a crypto transaction (SPEC §7 "Save transaction") from the outbox. The outbox item's id is sent as
 * the submission id, so a replay after a lost answer is stored once: the server answers success again.
 */
import type { ChainId } from '../../../supabase/functions/_shared/limits.ts';
import { describeFunctionError } from '../functionError.ts';
import { getSupabase } from '../supabaseClient.ts';
import { isRetryableStatus, retryAfter, SEND_TIMEOUT_MS } from './httpOutcome.ts';
import type { Sender, SendOutcome } from './types.ts';

export interface TransactionPayload {
  clientId: string;
  transactionUrl: string;
  walletSelected: ChainId;
}

/** SPEC §8: the answer said `success: false` without saying why. */
export const TRANSACTION_REFUSED = 'Failed to save transaction information.';
/** SPEC §8: the call itself failed. */
export const TRANSACTION_CALL_FAILED = 'Failed to save transaction information. Please try again.';

function fromAnswer(answer: unknown): SendOutcome {
  if (typeof answer !== 'object' || answer === null || !('success' in answer)) {
    return { type: 'rejected', message: TRANSACTION_CALL_FAILED };
  }
  if (answer.success === true) return { type: 'delivered' };
  const error = 'error' in answer && typeof answer.error === 'string' && answer.error.trim() ? answer.error : undefined;
  return { type: 'rejected', message: error ?? TRANSACTION_REFUSED };
}

export const sendTransaction: Sender<TransactionPayload> = async (item) => {
  let supabase;
  try {
    supabase = await getSupabase();
  } catch (error) {
    // supabase-js is a lazy chunk: offline before it was ever downloaded, it cannot load yet.
    return retryAfter(0, `client library unavailable: ${String(error)}`);
  }
  const { clientId, transactionUrl, walletSelected } = item.payload;
  const { data, error } = await supabase.functions.invoke('update-crypto-transaction', {
    body: { clientId, transactionUrl, walletSelected, submissionId: item.id },
    timeout: SEND_TIMEOUT_MS,
  });
  if (!error) return fromAnswer(data);

  const failure = await describeFunctionError(error);
  // No answer (offline, timeout), 408, 429 and 5xx: the same submission may pass later, as for leads.
  const status = failure.status ?? 0;
  if (isRetryableStatus(status)) return retryAfter(status, status ? `HTTP ${status}` : failure.clientMessage);
  // A conflict on the submission id means an earlier attempt of this very submission is stored.
  if (status === 409) return { type: 'delivered' };
  // Any other 4xx is final. The function refused this submission and said so: `{ success: false, error }`.
  if (failure.success === false) return { type: 'rejected', message: failure.serverMessage ?? TRANSACTION_REFUSED };
  return { type: 'rejected', message: TRANSACTION_CALL_FAILED };
};
