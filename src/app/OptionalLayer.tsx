import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { whenOnline } from '../lib/whenOnline.ts';

/**
 * A layer the page can live without (the toast viewport, the PWA prompts, the cookie banner), loaded on demand by
 * lazyLayer, which waits and tries again when its download fails. The boundary is for a layer that fails while
 * rendering: it is left out instead of taking the whole app down with it, and React reports the fault as the error
 * it is.
 */
export class OptionalLayer extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}

/** The wait before a layer's download is tried again: doubling from the first, up to the last. */
export const LAYER_RETRY_FIRST_MS = 1000;
const LAYER_RETRY_LAST_MS = 30_000;

/**
 * `load`, tried again until it succeeds: each time once the browser can fetch code (lib/whenOnline.ts) and after a
 * wait that doubles up to 30 s. Chromium fetches a chunk again after a failed attempt, so a layer whose download
 * the network dropped comes once the network does. An engine that keeps the failure for the life of the page
 * (WebKit does, lib/whenOnline.ts) fails each attempt at once, with no request, and the layer stays out.
 */
async function loadUntilLoaded<M>(load: () => Promise<M>): Promise<M> {
  for (let wait = LAYER_RETRY_FIRST_MS, warned = false; ; wait = Math.min(wait * 2, LAYER_RETRY_LAST_MS)) {
    await whenOnline();
    try {
      return await load();
    } catch (error) {
      // A warning, not an error: a dropped network is not a fault of the page. Once: where the engine keeps the
      // failure, every later attempt fails the same way.
      if (!warned) console.warn('[app] an optional layer could not load yet', error);
      warned = true;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/**
 * A component of an optional layer, downloaded when first rendered, and rendered once its code is there: never
 * requested while offline with no service worker to serve it (lib/whenOnline.ts), and downloaded again after a
 * failed attempt (loadUntilLoaded). Until then the layer renders nothing; the toast viewport, for one, then shows
 * the toasts raised meanwhile (sonner keeps them for a viewport that subscribes late). Render it inside an
 * OptionalLayer. `pick` takes the component out of its module.
 */
export function lazyLayer<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(() => loadUntilLoaded(load).then((module) => ({ default: pick(module) })));
}
