import { use } from 'react';
import { loadedPage, loadPage } from './pageChunks.ts';
import type { PageName } from './routeTable.ts';

/**
 * Renders a page, suspending only if its chunk is not loaded yet. The entry points load the current page
 * before rendering, so prerender and hydration render it synchronously and their markup matches.
 */
export function PageSlot({ name }: { name: PageName }) {
  const Page = loadedPage(name) ?? use(loadPage(name));
  return <Page />;
}
