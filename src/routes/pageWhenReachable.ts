import { whenOnline } from '../initial/whenOnline.ts';
import { loadedPage, loadPage } from './pageChunks.ts';
import { matchRoute } from './routeTable.ts';

/**
 * Resolves once the page at `path` can be shown: at once if its chunk has loaded, else once it has, after
 * waiting for the network if the browser is offline (a download tried offline could only fail, and would stay
 * failed: initial/whenOnline.ts). For a form that moves on after a submission it has kept: offline, it stays
 * where it is until it can go.
 */
export function pageWhenReachable(path: string): Promise<void> {
  const { page } = matchRoute(path);
  if (loadedPage(page)) return Promise.resolve();
  return whenOnline()
    .then(() => loadPage(page))
    .then(() => undefined);
}
