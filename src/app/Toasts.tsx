import { lazy, Suspense, useEffect, useState } from 'react';

/** SPEC §9: toasts last 4000 ms; bottom centre keeps them clear of the navbar. */
export const TOAST_DURATION_MS = 4000;

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * The toast viewport downloads once the page is idle, not with the first paint. A toast raised before it
 * mounts is not lost: sonner replays active toasts to a viewport that subscribes late.
 */
export function Toasts() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setReady(true), 200);
    return () => window.clearTimeout(id);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-center" duration={TOAST_DURATION_MS} richColors closeButton />
    </Suspense>
  );
}
