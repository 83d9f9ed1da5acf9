import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { RouteDef } from '../routes/routeTable.ts';

/**
 * Keeps the document's title and description in step with client-side navigation (the prerendered HTML
 * already has them for the first load) and starts each new page at its top, or at its #anchor.
 */
export function RouteEffects({ route }: { route: RouteDef }) {
  const { pathname, hash, key } = useLocation();

  useEffect(() => {
    document.title = route.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', route.description);
  }, [route]);

  useEffect(() => {
    // The entry the visitor landed on (React Router's key 'default'): the browser has placed it already (at
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
