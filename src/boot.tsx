import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { setHydrating } from './routes/hydration.ts';
import { BrowserLocation } from './routes/navigation.tsx';

/**
 * Starts React on the page. The entry (main.tsx) calls it once the current page's chunks have loaded, so
 * hydration renders the same markup the prerender produced.
 */
export function boot(root: HTMLElement): void {
  const app = (
    <StrictMode>
      <BrowserLocation>
        <App />
      </BrowserLocation>
    </StrictMode>
  );
  // Prerendered routes hydrate; the empty app shell (served offline for unknown URLs) renders from scratch.
  // Both inside a transition: React then works in ~5 ms slices and yields to the browser between them, so
  // hydrating a long page on a slow phone never blocks input (a default-priority hydration is one long task).
  // A tap on a not-yet-hydrated control makes React hydrate that part first and replay the event.
  startTransition(() => {
    if (root.hasChildNodes()) {
      setHydrating(true);
      hydrateRoot(root, app);
    } else createRoot(root).render(app);
  });
}
