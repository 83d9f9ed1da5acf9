/**
 * The outbox's contract, shared by the page, the service worker and every form. Plain types: no DOM,
 * no React, so the worker can import the same code.
 */

/** What the outbox knows how to deliver; each kind has one sender. `consent`: the proof of a cookie choice. */
export type SubmissionKind = 'lead' | 'transaction' | 'consent';

export interface OutboxItem<P = unknown> {
  /** `crypto.randomUUID()`: the row's primary key (leads) or unique submission id (transactions). */
  id: string;
  kind: SubmissionKind;
  payload: P;
  createdAt: number;
  attempts: number;
  /** Epoch ms before which the item is not retried (back-off). */
  nextAttemptAt: number;
  /** Sender-defined progress for multi-step deliveries (e.g. lead inserted, Slack still to notify). */
  stage?: string;
  /**
   * Epoch ms until which one flusher owns the item (set atomically before each send): stops two flushers, or
   * the submitting page and a flusher, sending the same item at once even where Web Locks are missing.
   */
  leaseUntil?: number;
  /** Which page or worker holds the lease (lock.ts): a lease whose holder is gone no longer counts. */
  leaseOwner?: string;
  /** The server holds the submission (delivered or a step with `accepted`): the visitor has been told. */
  accepted?: boolean;
  /** The page-side draft (src/initial/drafts.ts) to clear once the item is delivered. */
  draftKey?: string;
  /**
   * Epoch ms until which the form that kept the item waits for its answer (submit.ts): a flush that
   * delivers it or is refused before then tells that form, not the notices, and a refusal is removed, as the form
   * still holds what was typed, rather than kept as a dead letter.
   */
  answerBy?: number;
  /**
   * The payload's version (payloadVersions.ts). Absent on items written before versions existed: version 0,
   * whose shape is version 1's.
   */
  v?: number;
  /** Temporary-looking answers at this stage (a gateway mid-deploy, a schema cache not yet reloaded). */
  doubts?: number;
  /** Epoch ms of the first of those answers (doubts.ts: they are believed only after a window of hours). */
  doubtingSince?: number;
  /**
   * The backend asked for the current wait (a temporary-looking answer): a page load or an `online` event does
   * not cut it short, as they do a wait for the network.
   */
  waitIsBackends?: boolean;
  /** Attempts that failed with an answer, or whose sender threw: what brings an item to the dead letter. */
  failures?: number;
  /** Epoch ms of the first of those failures. */
  failingSince?: number;
  /** HTTP status of the last failed attempt; 0 when nothing answered or the sender threw. */
  lastStatus?: number;
  /** Epoch ms when the outbox gave up on the item: kept on the device, skipped by flushes, reported. */
  deadAt?: number;
  /**
   * The backend holds the dead letter's report (outbox_failures): set by earlier apps, which kept the item after
   * its report. Such an item is deleted at the next flush; this app deletes an item once its report is stored.
   */
  reported?: boolean;
  /** Reports of this dead letter that failed. */
  reportAttempts?: number;
}

/**
 * What one delivery attempt concluded:
 * - `delivered`: the server has it (2xx, or a duplicate of an earlier attempt): remove it;
 * - `retry`: network failure, timeout, 502/503/504, 429: keep it and try again later; `unanswered` when nothing
 *   answered at all (offline, refused, timed out), so the next item would fare no better;
 * - `rejected`: a definitive 4xx (`status`): tell the visitor `message`; the submit's own attempt removes it (the
 *   form still holds what was typed), a later flush makes it a dead letter (deadLetter.ts);
 * - `progress`: a step succeeded, keep it with the new `stage` and continue; `accepted` says the server now
 *   holds the submission itself (what the visitor cares about) and the remaining steps are side effects;
 * - `doubtful`: an answer that may only be a passing state of the backend (a gateway or function mid-deploy, a
 *   schema cache not yet reloaded, a fetch that failed while the browser is online): retried like `retry`, with
 *   a longer back-off, for hours (doubts.ts), then taken as `definitive`.
 * `status` is the HTTP status, 0 for none; it is what a dead letter's report says went wrong.
 */
export type FinalOutcome =
  | { type: 'delivered' }
  | { type: 'retry'; reason: string; unanswered?: boolean; status?: number }
  | { type: 'rejected'; message: string; status?: number }
  | { type: 'progress'; stage: string; accepted?: boolean };

export type SendOutcome =
  | FinalOutcome
  | { type: 'doubtful'; reason: string; status: number; unanswered?: boolean; definitive: FinalOutcome };

export type Sender<P = unknown> = (item: OutboxItem<P>) => Promise<SendOutcome>;

/** What a form is told of its submission (submit.ts). */
export type SubmitResult =
  | { status: 'delivered'; id: string }
  | { status: 'queued'; id: string }
  | { status: 'rejected'; id: string; message: string };

/**
 * What the outbox announces, in the same context and to other tabs and the worker (BroadcastChannel).
 * `delivered` comes once per item, when the server first holds it; `queued` when an item is kept (without
 * `deferred`: flushers start) and after every attempt that must be retried (also for a remaining step of an accepted
 * item), so flushers can plan their next run. `deferred`: the item's form had had its answer (submit.ts).
 */
export type OutboxEvent =
  | { type: 'delivered'; id: string; kind: SubmissionKind; draftKey?: string; deferred: boolean }
  | { type: 'queued'; id: string; kind: SubmissionKind; deferred?: boolean }
  | { type: 'rejected'; id: string; kind: SubmissionKind; message: string; draftKey?: string; deferred: boolean };
