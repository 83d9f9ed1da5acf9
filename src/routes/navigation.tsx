/**
 * Moving between the site's pages in the app: which URL is current, as React state (`navigate()` to another is in
 * history.ts; the site's own links use it through src/components/AppLink.tsx).
 *
 * The route table (routeTable.ts) is the router: it matches a path to its page, in the entry before React loads
 * and in the app. What is left is the browser's history, which this keeps as React state. Moves happen in a
 * transition, so the page on screen stays until the next page's chunk has loaded. The prerender renders with a
 * fixed location (`StaticLocation`). Why this is not React Router: docs/architecture.md#navigation.
 */
import { createContext, type ReactNode, startTransition, useContext, useLayoutEffect, useState } from 'react';
import { currentLocation, followLocation, type Location } from './history.ts';
import { routeParams } from './routeTable.ts';

const LocationContext = createContext<Location | null>(null);

/** The browser's location as React state, for the app in the browser: it renders the page. */
export function BrowserLocation({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);
  useLayoutEffect(() => followLocation(() => startTransition(() => setLocation(currentLocation()))), []);
  return <LocationContext value={location}>{children}</LocationContext>;
}

/** A fixed location, for the prerender and for tests. */
export function StaticLocation({ url, children }: { url: string; children: ReactNode }) {
  const { pathname, search, hash } = new URL(url, 'http://prerender.local');
  return <LocationContext value={{ pathname, search, hash, state: null, key: 'default' }}>{children}</LocationContext>;
}

export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation() outside <BrowserLocation> or <StaticLocation>');
  return location;
}

/** The current route's `:param` values (`clientId` of `/crypto-transaction/:clientId`), from the route table. */
export function useRouteParams(): Partial<Record<string, string>> {
  return routeParams(useLocation().pathname);
}
