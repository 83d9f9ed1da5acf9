/**
 * Starts downloading the current route's JavaScript, which the prerender lists in `<meta name="rr-modules">`,
 * without running it: the app's import would otherwise find its page's chunks only as each import is reached, one
 * round trip after another. Modulepreload, not a plain fetch: the browser also compiles the files off the main
 * thread. The page's load event now waits for these files too. Resolves once each has arrived or failed.
 *
 * Two per task, each in a task of its own after the caller's: starting a download is work on the main thread (more so
 * with devtools attached), and a route's two dozen started in one task made a long task of it.
 */
const PER_TASK = 2;

export async function preloadRouteModules(): Promise<void> {
  const files =
    document.querySelector<HTMLMetaElement>('meta[name="rr-modules"]')?.content.split(' ').filter(Boolean) ?? [];
  const settled: Promise<void>[] = [];
  for (let index = 0; index < files.length; index += PER_TASK) {
    await new Promise((nextTask) => setTimeout(nextTask));
    for (const href of files.slice(index, index + PER_TASK)) {
      // Already there: the entry's own script, or a link Vite's preload helper added for an import() meanwhile.
      // Both live in <head>, so the query stays off the (long) body.
      if (document.head.querySelector(`link[href="${href}"], script[src="${href}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      settled.push(
        new Promise((resolve) => {
          link.onload = link.onerror = () => resolve();
        }),
      );
      document.head.append(link);
    }
  }
  await Promise.all(settled);
}
