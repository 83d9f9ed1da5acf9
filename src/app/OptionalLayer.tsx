import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { whenOnline } from '../lib/whenOnline.ts';

/**
 * A layer the page can live without (the toast viewport, the PWA prompts, the cookie banner), loaded on demand.
 * If its code cannot be downloaded (the network dropped), it renders nothing instead of taking the whole app
 * down with it, which is what a failed lazy component does outside an error boundary.
 */
export class OptionalLayer extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('[app] an optional layer could not load', error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}

/** What a layer whose code could not be downloaded renders. */
const Nothing = () => null;

/**
 * A component of an optional layer, downloaded when first rendered: never while offline with no service
 * worker to serve it (lib/whenOnline.ts), where the download could only fail and would stay failed. Render it
 * inside an OptionalLayer. `pick` takes the component out of its module. A download that fails all the same (the
 * signal went while the browser still reports itself online) leaves the layer out with a warning: React reports
 * what an error boundary catches as an error, and a dropped network is not one.
 */
export function lazyLayer<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(() =>
    whenOnline()
      .then(load)
      .then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => {
          console.warn('[app] an optional layer could not load', error);
          return { default: Nothing as ComponentType<P> };
        },
      ),
  );
}
