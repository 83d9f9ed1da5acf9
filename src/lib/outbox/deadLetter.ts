/**
 * When the outbox gives up on an item, and how it says so. A given-up item (a dead letter: failing too long, or
 * refused by the server after the visitor's form had answered) is no longer sent; the backend is told in
 * `outbox_failures` (no personal data: the id, the kind, the last status and the attempts), so someone learns
 * that a submission is stuck, and once the backend holds that report the item, with what the visitor typed,
 * leaves the device. Until then it stays there.
 */
import { insertRow, isSuccess } from './backendHttp.ts';
import { isDuplicate } from './httpOutcome.ts';
import type { OutboxItem } from './types.ts';

/** Failed attempts (answered, or a sender that threw) before an item is given up on… */
export const MAX_FAILURES = 20;
/**
 * …once it has been failing for this long too. Without it twenty failures could pile up in minutes: every
 * page load flushes at once, and the lead limit's 429 lasts up to an hour.
 */
export const MIN_FAILING_MS = 24 * 60 * 60 * 1000;
/** An item failing this long is given up on whatever the count. Attempts nothing answered never count. */
export const MAX_FAILING_MS = 7 * MIN_FAILING_MS;
/** Reports of one dead letter that may fail before the outbox stops trying (a bug would refuse them all). */
export const MAX_REPORT_ATTEMPTS = 20;

/** Whether an item that has just failed (its `failures` and `failingSince` updated) is given up on. */
export function isHopeless(item: OutboxItem, at: number): boolean {
  const failingFor = at - (item.failingSince ?? at);
  return failingFor >= MAX_FAILING_MS || ((item.failures ?? 0) >= MAX_FAILURES && failingFor >= MIN_FAILING_MS);
}

/** What a report attempt concluded: stored (or already there), failed with an answer, or nothing answered. */
export type ReportResult = 'stored' | 'failed' | 'unanswered';

export type DeadLetterReporter = (item: OutboxItem) => Promise<ReportResult>;

/** Inserts the dead letter's row; its id is the item's, so a second report is a harmless duplicate. */
export const reportDeadLetter: DeadLetterReporter = async (item) => {
  const answer = await insertRow('outbox_failures', {
    id: item.id,
    kind: item.kind,
    last_status: Math.min(Math.max(item.lastStatus ?? 0, 0), 599),
    attempts: Math.min(item.attempts, 1_000_000),
  });
  if (isSuccess(answer) || isDuplicate(answer)) return 'stored';
  return answer.status === 0 ? 'unanswered' : 'failed';
};
