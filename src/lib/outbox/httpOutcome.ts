/**
 * How an HTTP answer maps onto the outbox's outcomes, shared by every sender: the network, a timeout, 408,
 * 429 and 5xx (502/503/504 above all) are worth another try; any other 4xx is a definitive "no".
 */
import type { SendOutcome } from './types.ts';

export const SEND_TIMEOUT_MS = 10_000;

/** `status` 0 means no answer at all (offline, DNS, refused, aborted by the timeout). */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** The `retry` outcome for a retryable `status` (0: no answer at all). */
export function retryAfter(status: number, reason: string): SendOutcome {
  return { type: 'retry', reason, unanswered: status === 0 };
}
