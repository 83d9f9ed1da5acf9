import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
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

// Load the current page's chunk first, so hydration renders the same markup the prerender produced.
void loadPage(matchRoute(window.location.pathname).page).then(() => {
  // Prerendered routes hydrate; the empty app shell (served offline for unknown URLs) renders from scratch.
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
