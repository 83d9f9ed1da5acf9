/**
 * How long the outbox doubts an answer that may only be a passing state of the backend (a gateway's 401/403/404
 * while keys or functions are deployed, PostgREST's schema-cache errors between a migration and the cache's
 * reload), before it takes the answer at its word. A deploy can leave such answers for longer than a few quick
 * tries, and a page load or an `online` event says nothing new about the backend, so both the time and the count
 * decide, and the retries back off further than a network failure's.
 */

/** Temporary-looking answers an item gets at one stage before the answer may be believed… */
export const MAX_DOUBTFUL_ANSWERS = 5;
/** …and for how long they must have kept coming since the first of them. */
export const DOUBT_WINDOW_MS = 6 * 60 * 60 * 1000;
const DOUBT_BACKOFF_BASE_MS = 2_000;
/** The longest wait between two tries of a doubted item: some forty tries over the window. */
export const DOUBT_BACKOFF_MAX_MS = 10 * 60 * 1000;

/** 2 s, 4 s, 8 s … up to 10 minutes after the `doubts`th such answer. */
export function doubtBackoffMs(doubts: number): number {
  return Math.min(DOUBT_BACKOFF_BASE_MS * 2 ** Math.max(0, doubts - 1), DOUBT_BACKOFF_MAX_MS);
}

/** Whether the `doubts`th temporary-looking answer, the first of which came at `since`, is believed at `at`. */
export function isDoubtOver(doubts: number, since: number, at: number): boolean {
  return doubts >= MAX_DOUBTFUL_ANSWERS && at - since >= DOUBT_WINDOW_MS;
}
