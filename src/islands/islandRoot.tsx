import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { IslandContext } from '../initial/islands.ts';
import { BrowserLocation } from '../routes/navigation.tsx';

function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

/**
 * Starts a React island on its box (docs/architecture.md#islands): hydrates the prerendered markup, or renders into
 * an empty box, as a root of its own. `ready` runs once the root has committed, so a tap held for the island is
 * pressed again on React's handlers. Returns the stop.
 */
export function startReactIsland(box: HTMLElement, island: ReactNode, { ready }: IslandContext): () => void {
  const tree = (
    <StrictMode>
      <BrowserLocation rendersPage={false}>
        <Ready onReady={ready}>{island}</Ready>
      </BrowserLocation>
    </StrictMode>
  );
  if (box.hasChildNodes()) {
    const root = hydrateRoot(box, tree);
    return () => root.unmount();
  }
  const root = createRoot(box);
  startTransition(() => root.render(tree));
  return () => root.unmount();
}
