/**
 * The browser's history as the app moves through it, without React: `navigate()` and who follows the location.
 * navigation.tsx keeps it as React state for the app; a plain island (the menu) navigates through here without
 * bringing React.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /**
   * What the page that navigated here passed along (`navigate(to, { state })`), kept across reloads by the history
   * entry.
   */
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

/** The app's roots that render the page and follow the location. */
const listeners = new Set<() => void>();

export function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as Partial<HistoryEntry> | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

/** Goes to `to`, a path of this site (`/np1?utm_source=x#plans`): a new history entry, or this one replaced. */
export function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  // No app renders the page yet (an island navigates before anything started it): the browser loads the next page,
  // prerendered, as it would follow a plain link.
  if (listeners.size === 0) {
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
 * For the app's root, which renders the page: `update` on every move, the app's and the browser's (Back, Forward).
 * Returns the stop.
 */
export function followLocation(update: () => void): () => void {
  listeners.add(update);
  window.addEventListener('popstate', update);
  return () => {
    listeners.delete(update);
    window.removeEventListener('popstate', update);
  };
}

/**
 * A click the app follows itself: a plain press of the main button on a link into this tab. Anything else (another
 * button, a modifier key for a new tab or a download, another target, a click already cancelled) is the browser's.
 */
export function isPlainClick(
  event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>,
  target: string | undefined,
): boolean {
  if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return false;
  return !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}
