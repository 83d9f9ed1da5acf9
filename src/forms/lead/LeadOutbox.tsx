import { useEffect } from 'react';
import { captureAttribution } from '../../lib/attribution.ts';
import { whenIdle } from '../../lib/idle.ts';

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
    const cancelIdle = whenIdle(start, { timeoutMs: 2000 });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, []);
  return null;
}
