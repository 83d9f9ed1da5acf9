/**
 * The local stack's scheduled delivery of the Slack queue: the same deliverer a hosted project's pg_cron job
 * calls through deliver-notifications once a minute, run here on a short interval so that a message held up by
 * a Slack outage follows soon after it ends. One run at a time; stop() waits for the run in progress.
 */

import { createDeliverer, DEFAULT_DELIVERY, type DeliverySettings } from '../functions/_shared/delivery.ts';
import type { NotificationStore } from '../functions/_shared/notificationStore.ts';
import type { SlackNotifier } from '../functions/_shared/slack.ts';

export interface DeliveryLoopOptions extends DeliverySettings {
  /** Between the end of one run and the start of the next; 0 turns the loop off (tests that drive it). */
  intervalMs: number;
}

/** Short waits, for a developer watching the console and for tests; the hosted defaults are in DEFAULT_DELIVERY. */
export const LOCAL_DELIVERY: DeliveryLoopOptions = {
  ...DEFAULT_DELIVERY,
  intervalMs: 1000,
  firstRetryMs: 2000,
  maxRetryMs: 60_000,
  // The console (or a test's receiver) takes any number: end-to-end runs send far more than a team's channel
  // should get in a minute, and each test reads its own message. The ceiling has its own tests.
  maxPerMinute: 10_000,
};

export interface DeliveryLoop {
  settings: DeliverySettings;
  stop(): Promise<void>;
}

export function startDeliveryLoop({
  store,
  notifier,
  log,
  ...overrides
}: Partial<DeliveryLoopOptions> & {
  store: NotificationStore;
  notifier: SlackNotifier;
  log: (line: string) => void;
}): DeliveryLoop {
  const { intervalMs, ...settings } = { ...LOCAL_DELIVERY, ...overrides };
  const deliverer = createDeliverer({ store, notifier, log, settings });
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  const schedule = () => {
    if (stopped || intervalMs <= 0) return;
    timer = setTimeout(() => {
      running = deliverer
        .deliverDue()
        .then(
          () => undefined,
          // The database is down or restarting: the queue is where it was, the next run tries again.
          (error: unknown) => log(`[local] scheduled Slack delivery failed: ${String(error)}`),
        )
        .finally(schedule);
    }, intervalMs);
  };
  schedule();

  return {
    settings,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
