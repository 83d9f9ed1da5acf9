import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { loadUntilLoaded } from '../initial/loadUntilLoaded.ts';

/**
 * A layer the page can live without (the toast viewport, the PWA prompts, the menu), loaded on demand by
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

/**
 * A component of an optional layer, downloaded when first rendered, and rendered once its code is there: never
 * requested while offline with no service worker to serve it (initial/whenOnline.ts), and downloaded again after a
 * failed attempt (loadUntilLoaded). Until then the layer renders nothing; the toast viewport, for one, then shows
 * the toasts raised meanwhile (sonner keeps them for a viewport that subscribes late). Render it inside an
 * OptionalLayer. `pick` takes the component out of its module.
 */
export function lazyLayer<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  /** Downloads the layer's code now; resolves once it is there. */
  const preload = () => {
    pending ??= loadUntilLoaded(load).then((module) => (loaded = pick(module)));
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // Rendered without suspending once its code is there: React holds back the first reveal of a Suspense boundary's
  // content for up to 300 ms after its fallback, so a layer shown at a tap (the menu) waits for its code first
  // (`preload`), then renders at once. Chosen once per mount, so that a layer mounted lazily is never remounted.
  // biome-ignore lint/correctness/noComponentHookFactories: lazyLayer runs once per layer, at module level, as React.lazy does; the component it returns is that layer's for good.
  function Layer(props: P) {
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  return Object.assign(Layer, { preload });
}
