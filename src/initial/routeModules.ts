/**
 * Starts downloading the current route's JavaScript, which the prerender lists in `<meta name="rr-modules">`,
 * without running it, all at once: the app's import would otherwise find its page's chunks only as each
 * import is reached, one round trip after another. Modulepreload, not a plain fetch: the browser also compiles
 * the files off the main thread. The page's load event now waits for these files too. Resolves once each has
 * arrived or failed.
 */
export function preloadRouteModules(): Promise<void> {
  const files =
    document.querySelector<HTMLMetaElement>('meta[name="rr-modules"]')?.content.split(' ').filter(Boolean) ?? [];
  const settled: Promise<void>[] = [];
  for (const href of files) {
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
  return Promise.all(settled).then(() => undefined);
}
