import { whenOnline } from './whenOnline.ts';

/** The wait before a download is tried again: doubling from the first, up to the last. */
export const RETRY_FIRST_MS = 1000;
const RETRY_LAST_MS = 30_000;

/**
 * `load` (a dynamic import of something the page can live without for a while: an optional layer, the service
 * worker's registration), tried again until it succeeds: each time once the browser can fetch code
 * (initial/whenOnline.ts) and after a wait that doubles up to 30 s. Chromium fetches a chunk again after a failed
 * attempt, so code whose download the network dropped comes once the network does. An engine that keeps the failure
 * for the life of the page (WebKit does, initial/whenOnline.ts) fails each attempt at once, with no request, and the
 * code stays out.
 */
export async function loadUntilLoaded<M>(load: () => Promise<M>): Promise<M> {
  for (let wait = RETRY_FIRST_MS, warned = false; ; wait = Math.min(wait * 2, RETRY_LAST_MS)) {
    await whenOnline();
    try {
      return await load();
    } catch (error) {
      // A warning, not an error: a dropped network is not a fault of the page. Once: where the engine keeps the
      // failure, every later attempt fails the same way.
      if (!warned) console.warn('[app] code the page can wait for could not load yet', error);
      warned = true;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
