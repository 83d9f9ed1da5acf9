import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { loadGetStartedHeader } from './app/getStartedHeaderChunk.ts';
import { loadPage } from './routes/pageChunks.ts';
import type { RouteDef } from './routes/routeTable.ts';
import { setHydrating } from './routes/hydration.ts';
import { BrowserLocation } from './routes/navigation.tsx';

/**
 * Starts React on the page, once the current page's chunks have loaded, so hydration renders the same markup the
 * prerender produced. The entry (main.tsx) has asked for them already (initial/routeModules.ts): they are here, or
 * on their way. Here rather than in the entry, so the entry carries no loader for every other page.
 */
export async function boot(root: HTMLElement, route: RouteDef): Promise<void> {
  await Promise.all([loadPage(route.page), route.header === 'getStarted' ? loadGetStartedHeader() : undefined]);
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
