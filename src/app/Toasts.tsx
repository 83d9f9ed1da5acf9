import { useIdleReady } from './useIdleReady.ts';
import { loadSonner } from '../toast/sonnerModule.ts';
import { lazyLayer, OptionalLayer } from './OptionalLayer.tsx';
import './Toasts.css.ts';

/** Toasts last 4000 ms; bottom centre keeps them clear of the navbar (docs/product.md#toasts). */
export const TOAST_DURATION_MS = 4000;

// Sonner first, so that the toast calls (src/toast/lazyToast.ts) find it loaded once the viewport is there.
const ToastViewport = lazyLayer(
  () => loadSonner().then(() => import('./ToastViewport.tsx')),
  (module) => module.ToastViewport,
);

/**
 * The toast viewport downloads once the page is idle, not with the first paint. A toast raised before it
 * mounts is not lost: sonner replays active toasts to a viewport that subscribes late.
 */
export function Toasts() {
  if (!useIdleReady(2000)) return null;
  return (
    <OptionalLayer>
      <ToastViewport duration={TOAST_DURATION_MS} />
    </OptionalLayer>
  );
}
