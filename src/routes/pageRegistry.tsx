import { use, useEffect } from 'react';
import { loadedPage, loadPage } from './pageChunks.ts';
import type { PageName } from './routeTable.ts';

/**
 * Marks the document once the page itself is React's. Not earlier: a transition hydrates the app's frame first
 * and commits its effects while the page's Suspense boundary is still plain prerendered markup. The entry's
 * hold on early submits (lib/earlySubmits.ts), the tests and monitoring wait for this mark.
 */
function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
}

/**
 * Renders a page, suspending only if its chunk is not loaded yet. The entry points load the current page
 * before rendering, so prerender and hydration render it synchronously and their markup matches.
 */
export function PageSlot({ name }: { name: PageName }) {
  const Page = loadedPage(name) ?? use(loadPage(name));
  useEffect(() => {
    markHydrated();
  }, []);
  return <Page />;
}
