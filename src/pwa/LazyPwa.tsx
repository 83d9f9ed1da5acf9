import { lazy, Suspense, useEffect, useState } from 'react';
import './installPromptEvent.ts';

const PwaUi = lazy(() => import('./PwaUi.tsx').then((m) => ({ default: m.PwaUi })));

/**
 * Mounts the PWA layer once the page has hydrated and the browser is idle: workbox-window and the install
 * UI never weigh on the first paint, and the prerendered markup never depends on them.
 */
export function LazyPwa() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setReady(true), 500);
    return () => window.clearTimeout(id);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <PwaUi />
    </Suspense>
  );
}
