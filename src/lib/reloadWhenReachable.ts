/**
 * The way back for a page whose app could not load: its files failed to download (the network dropped mid-way)
 * and a failed file stays failed for the life of the page (lib/whenOnline.ts), so the page would stay plain
 * HTML for good. Once the site answers again, the page is loaded afresh, as Vite's guide advises for a chunk
 * that failed to load. Nothing is lost by it: what was typed into a lead form is kept as a draft from the first
 * keystroke (forms/handover/earlyInput.ts), and what was submitted waits in the outbox.
 *
 * The site is asked before reloading (a HEAD of this page, past every cache): a reload while the network is
 * still gone would replace the page with the browser's error page. Tried on each `online` event and every
 * PROBE_EVERY_MS. What waits in the outbox is delivered first, by this page, and the notice that says so is left on
 * screen for its time before the page goes. At most once per page and RELOAD_GAP_MS, so a file that fails for
 * another reason cannot make the page reload in a loop.
 */
import { NOTICE_MS } from './notice.ts';
import { flushOutbox, onOutboxEvent } from './outbox/outbox.ts';
import { PROBE_EVERY_MS, siteAnswers } from './whenReachable.ts';

const RELOAD_GAP_MS = 60_000;
/** sessionStorage key; the cookie policy names it. */
export const LAST_RELOAD_KEY = 'rr-app-reload';

function reloadedRecently(): boolean {
  try {
    const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY));
    return Date.now() - last < RELOAD_GAP_MS;
  } catch {
    return false;
  }
}

export function reloadWhenReachable(error: unknown): void {
  console.warn('[app] the app could not load; the page reloads once the site answers again', error);
  if (reloadedRecently()) return;
  // When this page last told the visitor about a delivery (or a refusal): that notice gets its time on screen.
  let lastNews = 0;
  onOutboxEvent((event) => {
    if (event.type !== 'queued') lastNews = Date.now();
  });
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
    await flushOutbox({ force: true }).catch(() => undefined);
    const untilNewsRead = lastNews + NOTICE_MS - Date.now();
    if (untilNewsRead > 0) await new Promise((resolve) => setTimeout(resolve, untilNewsRead));
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
