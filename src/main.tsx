import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, loadGetStartedHeader } from './app/App.tsx';
import { loadPage } from './routes/pageRegistry.tsx';
import { matchRoute } from './routes/routeTable.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Load the current page's chunks first, so hydration renders the same markup the prerender produced.
const route = matchRoute(window.location.pathname);
void Promise.all([loadPage(route.page), route.header === 'getStarted' ? loadGetStartedHeader() : undefined]).then(() => {
  // Prerendered routes hydrate; the empty app shell (served offline for unknown URLs) renders from scratch.
  // Both inside a transition: React then works in ~5 ms slices and yields to the browser between them, so
  // hydrating a long page on a slow phone never blocks input (a default-priority hydration is one long task).
  // A tap on a not-yet-hydrated control makes React hydrate that part first and replay the event.
  startTransition(() => {
    if (root.hasChildNodes()) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
});
