import { canFetchCode } from './whenOnline.ts';

/**
 * Whether the site answers now: a HEAD of this page, past every cache. A plain fetch, not a module import, so
 * a failure costs nothing later (initial/whenOnline.ts).
 */
export async function siteAnswers(): Promise<boolean> {
  try {
    return (await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

export const PROBE_EVERY_MS = 5_000;

/**
 * Resolves once the app's files can be downloaded: at once when they can (initial/whenOnline.ts: online, or served
 * by a service worker), else at the browser's `online` event or as soon as the site answers (asked at once
 * and every PROBE_EVERY_MS), whichever comes first: some browsers and WebViews report offline while the
 * network works.
 */
export function whenReachable(): Promise<void> {
  if (canFetchCode()) return Promise.resolve();
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const probe = async () => {
      if (settled) return;
      if (await siteAnswers()) done();
      else timer = setTimeout(probe, PROBE_EVERY_MS);
    };
    window.addEventListener('online', done);
    void probe();
  });
}
