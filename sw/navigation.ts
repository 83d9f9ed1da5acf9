import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** Paths the worker must leave to the network: a backend mounted on this origin, and files (robots.txt, sw.js). */
export const NAVIGATION_DENYLIST = [/^\/(rest|functions|storage|auth)\//, /\/[^/?]+\.[^/?]+(\?|$)/];

/**
 * Navigations the precache route did not answer (it maps /privacy → /privacy.html itself, `cleanURLs`):
 * a crypto transaction URL gets its prerendered shell, any other URL the empty app shell, which renders
 * the route from scratch (the not-found page included). The prerendered home page would not do: hydrating
 * it under another URL mismatches.
 */
export function registerNavigationRoutes(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/crypto-transaction/__shell.html'), {
      allowlist: [/^\/crypto-transaction\/[^/?]+\/?(\?|$)/],
      denylist: NAVIGATION_DENYLIST,
    }),
  );
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/app-shell.html'), { denylist: NAVIGATION_DENYLIST }));
}
