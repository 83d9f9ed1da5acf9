/**
 * Moving between the site's pages in the app: which URL is current, and `navigate()` to another (the site's
 * own links use it through src/components/AppLink.tsx).
 *
 * The route table (routeTable.ts) is the router: it matches a path to its page, in the entry before React loads
 * and in the app. What is left is the browser's history, which this keeps as React state. Moves happen in a
 * transition, so the page on screen stays until the next page's chunk has loaded. The prerender renders with a
 * fixed location (`StaticLocation`). Why this is not React Router: docs/architecture.md#navigation.
 */
import { createContext, type ReactNode, startTransition, useContext, useLayoutEffect, useState } from 'react';
import { routeParams } from './routeTable.ts';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the page that navigated here passed along (`navigate(to, { state })`), kept across reloads by the history entry. */
  state: unknown;
  /** 'default' on the entry the visitor arrived on; a new value on every entry the app made. */
  key: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  state?: unknown;
}

/**
 * What the app stores in each history entry. The field names are those React Router used, so entries written by
 * an older build of the site (Back after an update) still carry their state.
 */
interface HistoryEntry {
  usr: unknown;
  key: string;
}

const LocationContext = createContext<Location | null>(null);
const listeners = new Set<() => void>();
/** How many of the listeners render the page (the app's root): an island's root only follows the location. */
let pageRenderers = 0;

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as Partial<HistoryEntry> | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

/** Goes to `to`, a path of this site (`/np1?utm_source=x#plans`): a new history entry, or this one replaced. */
export function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  // No app renders the page yet (an island navigates before anything started it): the browser loads the next page,
  // prerendered, as it would follow a plain link.
  if (pageRenderers === 0) {
    if (replace) window.location.replace(to);
    else window.location.assign(to);
    return;
  }
  const entry: HistoryEntry = { usr: state, key: Math.random().toString(36).slice(2, 10) };
  if (replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
  for (const listener of listeners) listener();
}

/**
 * The browser's location as React state, for the app in the browser (`rendersPage`) or an island, whose links move
 * in the app once the app renders the page and load the next page until then.
 */
export function BrowserLocation({ children, rendersPage = true }: { children: ReactNode; rendersPage?: boolean }) {
  const [location, setLocation] = useState(currentLocation);
  useLayoutEffect(() => {
    const update = () => startTransition(() => setLocation(currentLocation()));
    listeners.add(update);
    if (rendersPage) pageRenderers += 1;
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      if (rendersPage) pageRenderers -= 1;
      window.removeEventListener('popstate', update);
    };
  }, [rendersPage]);
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
