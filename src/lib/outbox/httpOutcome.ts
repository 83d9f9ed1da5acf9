/**
 * How an HTTP answer maps onto the outbox's outcomes, shared by every sender: the network, a timeout, 408,
 * 429 and 5xx (502/503/504 above all) are worth another try; answers that may only be a passing state of the
 * backend are doubtful (tried again for hours, doubts.ts, then taken as they are); any other 4xx is a definitive "no".
 */
import type { BackendAnswer } from './backendHttp.ts';
import type { FinalOutcome, SendOutcome } from './types.ts';

export const SEND_TIMEOUT_MS = 10_000;

/** `status` 0 means no answer at all (offline, DNS, refused, aborted by the timeout). */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** The `retry` outcome for a retryable `status` (0: no answer at all). */
export function retryAfter(status: number, reason: string): FinalOutcome {
  return { type: 'retry', reason, unanswered: status === 0, status };
}

/** The `code` of a JSON error answer (PostgREST's SQLSTATE or PGRSTxxx, a gateway's code). */
export function codeOf(body: unknown): string | undefined {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** PostgREST's answer to a row whose primary key is taken: an earlier attempt of the same item landed. */
export function isDuplicate(answer: BackendAnswer): boolean {
  return answer.status === 409 && codeOf(answer.body) === '23505';
}

/**
 * Answers that may say more about the backend's state than about the submission: a gateway's 401/403/404
 * while keys or functions are being deployed, and PostgREST's schema-cache errors (PGRST204 unknown column,
 * PGRST205 unknown table) between a migration and the cache's reload.
 */
export function looksTemporary({ status, body }: BackendAnswer): boolean {
  if (status === 401 || status === 403 || status === 404) return true;
  return status >= 400 && status < 500 && codeOf(body)?.startsWith('PGRST') === true;
}

/**
 * The outcome of an answer that was not a success. `final` is what the answer means if it is taken at its
 * word; `temporary` says whether it may be a passing state (the default: `looksTemporary`).
 * A fetch that failed while the browser says it is online (a CORS refusal looks so, as does an endpoint that
 * never answers in time) stops the flush like any silence at first; after a few such failures it is taken
 * as an answered failure, so it no longer keeps the items behind it waiting and counts towards the dead letter.
 */
export function failureOutcome(
  answer: BackendAnswer,
  reason: string,
  final: FinalOutcome,
  temporary = looksTemporary(answer),
): SendOutcome {
  const { status } = answer;
  // A refusal names its status: the dead letter's report says what went wrong.
  const definitive: FinalOutcome = final.type === 'rejected' ? { ...final, status } : final;
  if (status === 0 && answer.opaque)
    return { type: 'doubtful', reason, status, unanswered: true, definitive: { type: 'retry', reason, status } };
  if (isRetryableStatus(status)) return retryAfter(status, reason);
  return temporary ? { type: 'doubtful', reason, status, definitive } : definitive;
}
