/**
 * Delivers the queued Slack notifications (private.slack_notifications): claim one, send it, record it as sent,
 * or give it back with the error and an exponentially growing delay. Used by the functions right after they
 * store a row ("deliver now") and by the scheduled run (deliver-notifications, the local stack's interval) for
 * whatever is still due, so a Slack outage only delays a message. Runtime-neutral.
 */

import type { FunctionDependencies } from './http.ts';
import type { ClaimedNotification, NotificationSubject, NotificationStore } from './notificationStore.ts';
import {
  cryptoClientMessage,
  leadMessage,
  type SlackMessage,
  type SlackMessageKind,
  type SlackNotifier,
  SLACK_TIMEOUT_MS,
  overflowMessage,
  SlackOutcomeUnknown,
  transactionMessage,
  transactionReuseMessage,
} from './slack.ts';

export interface DeliverySettings {
  /** Wait before the second attempt; each further one waits twice as long as the one before, up to the max. */
  firstRetryMs: number;
  maxRetryMs: number;
  /**
   * How long a claim holds. Far longer than a send may take (SLACK_TIMEOUT_MS), so a live deliverer never loses
   * its claim to another; only one that died mid-send leaves a notification for the next run after this time.
   */
  leaseSeconds: number;
  /** Messages one scheduled run sends at most, so a run ends well within a function's time limit. */
  maxPerRun: number;
  /** Attempts after which a notification is given up (failed, counted by the health check). */
  maxAttempts?: number | undefined;
  /** Messages a minute sent one by one; past it, what is due goes out as one summary message. */
  maxPerMinute?: number | undefined;
}

/** Retries reach an hour apart after seven attempts: 48 tries span about two days of a Slack outage. */
export const MAX_ATTEMPTS = 48;
/** A flood of sign-ups reads as one summary, not as thousands of messages. */
export const MAX_PER_MINUTE = 20;

/** For a schedule of one run a minute: retries after 30 s, 1, 2, 4 … minutes, at least once an hour. */
export const DEFAULT_DELIVERY: DeliverySettings = {
  firstRetryMs: 30_000,
  maxRetryMs: 3_600_000,
  leaseSeconds: Math.ceil((SLACK_TIMEOUT_MS * 15) / 1000),
  maxPerRun: 25,
  maxAttempts: MAX_ATTEMPTS,
  maxPerMinute: MAX_PER_MINUTE,
};

/** The wait after `attempts` failed attempts. */
export function retryDelayMs(
  attempts: number,
  settings: Pick<DeliverySettings, 'firstRetryMs' | 'maxRetryMs'>,
): number {
  return Math.min(settings.maxRetryMs, settings.firstRetryMs * 2 ** Math.max(0, attempts - 1));
}

export function messageOf(subject: NotificationSubject): SlackMessage {
  switch (subject.kind) {
    case 'lead':
      return { kind: 'lead', key: subject.row.id, text: leadMessage(subject.row) };
    case 'crypto-client':
      return { kind: 'crypto-client', key: subject.row.id, text: cryptoClientMessage(subject.row) };
    case 'crypto-transaction':
      return { kind: 'crypto-transaction', key: subject.row.submissionId, text: transactionMessage(subject.row) };
    case 'transaction-reuse':
      return { kind: 'transaction-reuse', key: subject.row.id, text: transactionReuseMessage(subject.row) };
  }
}

export type Attempt = 'sent' | 'failed';

export interface Deliverer {
  /**
   * Sends what is due, one at a time, until nothing is, maxPerRun or the minute's ceiling went out, or an attempt
   * failed. Once the ceiling is reached, a run sends everything due as one summary message instead.
   */
  deliverDue(): Promise<{ sent: number; failed: number }>;
  /**
   * Sends one row's notification now, due or not. 'settled': already sent, or another deliverer is sending it;
   * 'missing': the row has no notification (it does not exist).
   */
  deliverNow(kind: SlackMessageKind, rowId: string): Promise<Attempt | 'settled' | 'missing'>;
}

export interface DelivererDependencies {
  store: NotificationStore;
  notifier: SlackNotifier;
  log: (line: string) => void;
  settings?: DeliverySettings | undefined;
}

export function createDeliverer({
  store,
  notifier,
  log,
  settings = DEFAULT_DELIVERY,
}: DelivererDependencies): Deliverer {
  /**
   * Records that Slack has the message. The database may be gone this instant: try again, with back-off, for
   * most of the claim's lease (no other deliverer may take it meanwhile), since giving up means the claim lapses
   * and the message goes out a second time. Only an outage longer than that still sends it twice.
   */
  async function recordSent(notification: ClaimedNotification, claimedAt: number): Promise<boolean> {
    const giveUpAt = claimedAt + settings.leaseSeconds * 1000 * 0.8;
    for (let wait = 250; ; wait = Math.min(wait * 2, 5_000)) {
      try {
        return await store.markNotificationSent(notification);
      } catch (error) {
        if (Date.now() + wait > giveUpAt) throw error;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  async function attempt(notification: ClaimedNotification): Promise<Attempt> {
    const claimedAt = Date.now();
    const message = messageOf(notification.subject);
    const what = `${message.kind} ${message.key}`;
    try {
      await notifier.send(message);
    } catch (error) {
      if (error instanceof SlackOutcomeUnknown) {
        log(`[slack] ALERT ${what} may or may not be in Slack; not sent again (it could post twice): ${error.message}`);
        await store.failNotification(notification, error.message);
        return 'failed';
      }
      if (notification.attempts >= (settings.maxAttempts ?? MAX_ATTEMPTS)) {
        log(`[slack] ALERT ${what} given up after ${notification.attempts} attempts: ${String(error)}`);
        await store.failNotification(notification, String(error));
        return 'failed';
      }
      const delayMs = retryDelayMs(notification.attempts, settings);
      log(
        `[slack] ${what} not delivered (attempt ${notification.attempts}), kept pending, next try in ${Math.round(delayMs / 1000)} s: ${String(error)}`,
      );
      await store.releaseNotification(notification, String(error), delayMs / 1000);
      return 'failed';
    }
    // Slack has it.
    if (!(await recordSent(notification, claimedAt))) {
      log(`[slack] ${what} was sent after its claim lapsed: another deliverer may have sent it too`);
    }
    return 'sent';
  }

  /** How many more messages may go out one by one this minute. */
  const budget = async () => (settings.maxPerMinute ?? MAX_PER_MINUTE) - (await store.sentInLastMinute());
  const ceilingReached = async () => (await budget()) <= 0;

  /** Everything due, as one message; true when it went out. */
  async function summariseOverflow(): Promise<boolean> {
    const token = crypto.randomUUID();
    const overflow = await store.claimOverflow(token, settings.leaseSeconds);
    if (!overflow) return false;
    try {
      await notifier.send({ kind: 'summary', key: token, text: overflowMessage(overflow) });
    } catch (error) {
      // A summary whose outcome is unknown is not repeated either: its notifications stay unsent and due.
      await store.settleOverflow(token, false, String(error));
      log(`[slack] the summary of ${overflow.total} held-back notifications was not delivered: ${String(error)}`);
      return false;
    }
    await store.settleOverflow(token, true);
    log(`[slack] ${overflow.total} notifications past the ceiling sent as one summary`);
    return true;
  }

  return {
    async deliverDue() {
      let sent = 0;
      let failed = 0;
      const allowed = Math.min(settings.maxPerRun, await budget());
      if (allowed <= 0) {
        if (await summariseOverflow()) sent += 1;
        return { sent, failed };
      }
      while (sent < allowed) {
        const notification = await store.claimDueNotification(settings.leaseSeconds);
        if (!notification) break;
        if ((await attempt(notification)) === 'failed') {
          // Slack is most likely down: the rest wait for the next run instead of each waiting out a timeout.
          failed += 1;
          break;
        }
        sent += 1;
      }
      return { sent, failed };
    },

    async deliverNow(kind, rowId) {
      // Past the ceiling the scheduled run sends what is due as one summary: this one waits for it.
      if (await ceilingReached()) return 'settled';
      const claim = await store.claimNotificationOf(kind, rowId, settings.leaseSeconds);
      if (claim.status !== 'claimed') return claim.status;
      return attempt(claim.notification);
    },
  };
}

/** The deliverer a function uses, from its dependencies. */
export function delivererOf({ store, notifier, log, settings }: FunctionDependencies): Deliverer {
  return createDeliverer({ store, notifier, log, settings: settings.delivery });
}

/**
 * Tries a just-stored row's notification after the answer has gone out, so the visitor never waits for Slack.
 * Whatever happens stays in the queue: a failure is retried by the scheduled delivery.
 */
export function deliverAfterAnswer(dependencies: FunctionDependencies, kind: SlackMessageKind, rowId: string): void {
  dependencies.waitUntil(
    delivererOf(dependencies)
      .deliverNow(kind, rowId)
      .then(
        () => undefined,
        (error: unknown) =>
          dependencies.log(`[slack] ${kind} of ${rowId} left for the scheduled delivery: ${String(error)}`),
      ),
  );
}
