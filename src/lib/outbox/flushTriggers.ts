/**
 * The page's flushers: on start, when the browser comes back `online`, when the page becomes visible again,
 * and on a timer at the next back-off deadline. They work without a service worker (iOS in-app browsers have
 * none); where a worker exists its Background Sync flushes the same store, and the lock keeps them apart.
 * Uses window events only through globals, so this file stays importable (and inert) outside a page.
 */
import { flushOutbox, onOutboxEvent, type FlushSummary } from './outbox.ts';
import type { OutboxEvent } from './types.ts';

interface Deps {
  flush: (options: { force?: boolean }) => Promise<FlushSummary>;
  onEvent: (listener: (event: OutboxEvent) => void) => () => void;
}

/** Starts the triggers once; returns a function that stops them. */
export function startFlushTriggers(
  { flush, onEvent }: Deps = { flush: flushOutbox, onEvent: onOutboxEvent },
): () => void {
  if (typeof window === 'undefined') return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let queuedRun: { force: boolean } | undefined;

  const schedule = (at: number | null) => {
    clearTimeout(timer);
    if (at !== null) timer = setTimeout(() => void run(false), Math.max(0, at - Date.now()));
  };

  async function run(force: boolean): Promise<void> {
    if (running) {
      // One flush per page at a time; remember the strongest reason to go again.
      queuedRun = { force: force || (queuedRun?.force ?? false) };
      return;
    }
    running = true;
    try {
      schedule((await flush({ force })).nextAttemptAt);
    } catch (error) {
      console.error('[outbox] flush failed', error);
    } finally {
      running = false;
      const again = queuedRun;
      queuedRun = undefined;
      if (again) void run(again.force);
    }
  }

  const onOnline = () => void run(true);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void run(false);
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  // A submission that has to wait: plan the retry at its back-off deadline.
  const unsubscribe = onEvent((event) => {
    if (event.type === 'queued') void run(false);
  });
  void run(true);

  return () => {
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    unsubscribe();
  };
}
