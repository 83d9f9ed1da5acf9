import { lazyLayer, OptionalLayer } from '../app/OptionalLayer.tsx';
import { useIdleReady } from '../app/useIdleReady.ts';

const PwaUi = lazyLayer(
  () => import('./PwaUi.tsx'),
  (m) => m.PwaUi,
);

/**
 * Mounts the PWA layer (the install and offline UI) once the page has hydrated and the browser is idle: it never
 * weighs on the first paint, and the prerendered markup never depends on it.
 */
export function LazyPwa() {
  if (!useIdleReady(3000)) return null;
  return (
    <OptionalLayer>
      <PwaUi />
    </OptionalLayer>
  );
}
