/**
 * Reloads the page once the site answers again, for a page whose code could not download (the network dropped
 * mid-way): a failed file stays failed for the life of the page (initial/whenOnline.ts), so the page would otherwise
 * stay plain HTML for good. Vite's guide advises the same for a chunk that failed to load. The site is asked first
 * (a HEAD of this page, past every cache): a reload while the network is still gone would replace the page with the
 * browser's error page. Tried on each `online` event and every PROBE_EVERY_MS; at most once per page and
 * RELOAD_GAP_MS, so a file that fails for another reason cannot make the page reload in a loop. Plain code: the
 * page's bootstrap uses it for the entry, the entry for the app (initial/reloadWhenReachable.ts).
 */
import { LAST_RELOAD_KEY } from '../shared/storageKeys.ts';
import { whenNoticeRead } from './notice.ts';
import { PROBE_EVERY_MS, siteAnswers } from './whenReachable.ts';

const RELOAD_GAP_MS = 60_000;

function reloadedRecently(): boolean {
  try {
    const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY));
    return Date.now() - last < RELOAD_GAP_MS;
  } catch {
    return false;
  }
}

/**
 * `beforeReload`: what the page finishes first, once the site answers. The plain notice on screen (a lead kept while
 * the page's code was missing says so in one) gets its full time too.
 */
export function reloadWhenSiteAnswers(beforeReload: () => Promise<void> = () => Promise.resolve()): void {
  if (reloadedRecently()) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reloading = false;
  const attempt = async () => {
    clearTimeout(timer);
    if (reloading) return;
    if (!(await siteAnswers())) {
      timer = setTimeout(attempt, PROBE_EVERY_MS);
      return;
    }
    if (reloading) return;
    reloading = true;
    window.removeEventListener('online', attempt);
    await beforeReload();
    await whenNoticeRead();
    try {
      sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
    } catch {
      // blocked storage: the reload still happens, only the loop guard is missing
    }
    window.location.reload();
  };
  window.addEventListener('online', attempt);
  timer = setTimeout(attempt, PROBE_EVERY_MS);
}
