import { useEffect, useRef } from 'react';
import { useLocation } from '../routes/navigation.tsx';
import { matchRoute } from '../routes/routeTable.ts';

/**
 * Keeps the document's title and description in step with client-side navigation (the prerendered HTML
 * already has them for the first load) and starts each new page at its top, or at its #anchor.
 */
export function RouteEffects() {
  const { pathname, hash, key } = useLocation();
  const landing = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every move to another page; pathname says so, whatever the entry's key.
  useEffect(() => {
    // The page the visitor landed on arrives prerendered with its own title and description; the app shell (the
    // service worker's answer for other URLs offline) carries no description. So only the first page shown keeps
    // what the HTML says, and only if it is a prerendered page: every later one sets them, Back to the entry the
    // visitor landed on (whose key is 'default' too) included, from the table of every route's, loaded then rather
    // than with every page (scripts/routeMetaTable.ts).
    const description = document.querySelector('meta[name="description"]');
    const first = landing.current;
    landing.current = false;
    if (first && description) return;
    void import('virtual:route-meta').then(({ default: table }) => {
      // The page shown when the table arrives, not the one that asked: after quick moves, the last one's.
      const meta = table[matchRoute(window.location.pathname).path];
      if (!meta) return;
      document.title = meta.title;
      description?.setAttribute('content', meta.description);
    });
  }, [pathname, key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every move to another page; pathname says so, whatever the entry's key.
  useEffect(() => {
    // The entry the visitor landed on (key 'default'): the browser has placed it already (at
    // the top, the #anchor, or where a reload left it), and a visitor who scrolled before hydration must not
    // be thrown back to the top.
    if (key === 'default') return;
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash, key]);

  return null;
}
