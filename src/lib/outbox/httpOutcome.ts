/**
 * How an HTTP answer maps onto the outbox's outcomes, shared by every sender: the network, a timeout, 408,
 * 429 and 5xx (502/503/504 above all) are worth another try; any other 4xx is a definitive "no".
 */
export const SEND_TIMEOUT_MS = 10_000;

/** `status` 0 means no answer at all (offline, DNS, refused, aborted by the timeout). */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}
