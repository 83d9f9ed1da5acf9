import { use, useEffect } from 'react';
import { STARTED } from '../initial/islandAttributes.ts';
import { setHydrating } from './hydration.ts';
import { loadedPage, loadPage } from './pageChunks.ts';
import type { PageName } from './routeTable.ts';

/**
 * Marks the page's root `data-started` once the page itself is React's, as an island is once its code handles input
 * (initial/islandAttributes.ts). Not earlier: a transition hydrates the app's frame first and commits its effects
 * while the page's Suspense boundary is still plain prerendered markup. The bootstrap's hold on early submits and
 * taps (initial/heldInput.ts), the lead forms' answers (initial/leadForms.ts), the toasts, the tests and monitoring wait for this mark.
 */
function markHydrated() {
  setHydrating(false);
  document.getElementById('root')?.setAttribute(STARTED, '');
}

/**
 * Renders a page, suspending only if its chunk is not loaded yet. The entry points load the current page
 * before rendering, so prerender and hydration render it synchronously and their markup matches.
 */
export function PageSlot({ name }: { name: PageName }) {
  useEffect(() => {
    markHydrated();
  }, []);
  // After every hook: when the chunk arrives React replays this render, and by then `use` is skipped. A hook
  // after it would be missing from the suspended first attempt of a fresh slot ("Update hook called on initial
  // render", React error 467; seen when a page sends the visitor on to a page not loaded yet).
  const Page = loadedPage(name) ?? use(loadPage(name));
  return <Page />;
}
