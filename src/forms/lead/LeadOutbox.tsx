import { useEffect } from 'react';
import { captureAttribution } from '../../lib/attribution.ts';

/**
 * Mounted once by the app. Records the visit's attribution from the landing URL at once (a few hundred bytes,
 * worth having before any navigation or early submit), then, once the page is idle, starts the outbox's page
 * flushers and delivery toasts: their code is a separate chunk, not part of the first paint.
 */
export function LeadOutbox() {
  useEffect(() => {
    captureAttribution();
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () =>
      void import('./outboxNotices.ts').then(({ startOutboxNotices }) => {
        if (!cancelled) stop = startOutboxNotices();
      });
    // Safari has no requestIdleCallback: a short timeout stands in.
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const idle = hasIdle ? window.requestIdleCallback(start, { timeout: 2000 }) : undefined;
    const timer = hasIdle ? undefined : setTimeout(start, 200);
    return () => {
      cancelled = true;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
      stop?.();
    };
  }, []);
  return null;
}
