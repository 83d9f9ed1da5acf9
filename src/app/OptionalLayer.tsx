import { Component, type ReactNode, Suspense } from 'react';

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
