import { afterTask } from './afterPaint.ts';

/**
 * Links added per task. Adding a modulepreload link starts its fetch inside the call, 0.2-0.6 ms of main-thread
 * work each on this machine and several times that on a phone: a route's ~20 added at once were one long task
 * (20-65 ms at Lighthouse's 6x CPU, the whole of the entry's longest task on /np1).
 */
const LINKS_PER_TASK = 4;

/**
 * Starts downloading the current route's JavaScript, which the prerender lists in `<meta name="rr-modules">`,
 * without running it: the entry evaluates React and then the app in separate tasks (src/main.tsx), and this
 * keeps the app's download from waiting for React's. Modulepreload, not a plain fetch: the browser also
 * compiles the files off the main thread, where a fetch left the compile to the task that runs them. The
 * page's load event now waits for these files too. Resolves once every link is in the document.
 */
export async function preloadRouteModules(): Promise<void> {
  const files = document.querySelector<HTMLMetaElement>('meta[name="rr-modules"]')?.content.split(' ').filter(Boolean) ?? [];
  for (let start = 0; start < files.length; start += LINKS_PER_TASK) {
    if (start > 0) await afterTask();
    for (const href of files.slice(start, start + LINKS_PER_TASK)) {
      // Already there: the entry's own script, or a link Vite's preload helper added for an import() meanwhile.
      // Both live in <head>, so the query stays off the (long) body.
      if (document.head.querySelector(`link[href="${href}"], script[src="${href}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  }
}
