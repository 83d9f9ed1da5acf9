import { useIdleReady } from './useIdleReady.ts';
import { loadSonner } from '../toast/sonnerModule.ts';
import { lazyLayer, OptionalLayer } from './OptionalLayer.tsx';
import './Toasts.css.ts';

/** Toasts last 4000 ms; bottom centre keeps them clear of the navbar (docs/product.md#toasts). */
export const TOAST_DURATION_MS = 4000;

const Toaster = lazyLayer(loadSonner, (sonner) => sonner.Toaster);

/**
 * The toast viewport downloads once the page is idle, not with the first paint. A toast raised before it
 * mounts is not lost: sonner replays active toasts to a viewport that subscribes late.
 *
 * Its direction is given, and `<html>` carries none (left to right is the default): sonner inserts its
 * stylesheet when it loads, and one of its rules sets a dozen custom properties on `html[dir=ltr]`. With the
 * attribute there, that recalculated the style of every element of the page and laid it all out again, as
 * the first toast measured itself: on /np1, where the demo's sound toast comes with the page, a long task of
 * style and layout during page load.
 */
export function Toasts() {
  if (!useIdleReady(2000)) return null;
  return (
    <OptionalLayer>
      <Toaster dir="ltr" position="bottom-center" duration={TOAST_DURATION_MS} richColors closeButton />
    </OptionalLayer>
  );
}
