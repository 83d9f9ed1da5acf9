import { afterTask } from './afterPaint.ts';

/**
 * Starts downloading the current route's JavaScript, which the prerender lists in `<meta name="rr-modules">`,
 * without running it: the entry evaluates React and then the app in separate tasks (src/main.tsx), and this
 * keeps the app's download from waiting for React's. Modulepreload, not a plain fetch: the browser also
 * compiles the files off the main thread, where a fetch left the compile to the task that runs them. The
 * page's load event now waits for these files too.
 *
 * One link per task. Adding a modulepreload link costs the browser some main-thread work, and a route lists
 * ~20 files: all in one go made a long task at Lighthouse's slowed CPU (traces of /np1). Split, each piece is
 * short; the downloads start within a few milliseconds of each other all the same.
 */
export async function preloadRouteModules(): Promise<void> {
  const files = document.querySelector<HTMLMetaElement>('meta[name="rr-modules"]')?.content.split(' ').filter(Boolean) ?? [];
  for (const href of files) {
    // Already there: the entry's own script, or a link Vite's preload helper added for an import() meanwhile.
    // Both live in <head>, so the query stays off the (long) body.
    if (document.head.querySelector(`link[href="${href}"], script[src="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    await afterTask();
  }
}
