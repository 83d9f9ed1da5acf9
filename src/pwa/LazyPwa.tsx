import { lazyLayer, OptionalLayer } from '../app/OptionalLayer.tsx';
import { useIdleReady } from '../lib/useIdleReady.ts';

const PwaUi = lazyLayer(
  () => import('./PwaUi.tsx'),
  (m) => m.PwaUi,
);

/**
 * Mounts the PWA layer once the page has hydrated and the browser is idle: workbox-window and the install
 * UI never weigh on the first paint, and the prerendered markup never depends on them.
 */
export function LazyPwa() {
  if (!useIdleReady(3000)) return null;
  return (
    <OptionalLayer>
      <PwaUi />
    </OptionalLayer>
  );
}
