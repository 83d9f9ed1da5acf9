/**
 * The entry, tiny on purpose: the prerendered page paints first, then the app loads.
 *
 * Every route's HTML arrives complete, its CSS inlined, so the visitor can read the page as soon as it is
 * parsed. Module scripts and modulepreload links in the HTML would fetch and run ~100 KB of JavaScript before
 * that first paint; on a phone over a slow network that JavaScript shares the bandwidth with the page's own
 * image and delays the paint by its download and evaluation. So the app starts once the page's main image
 * has painted too (its largest paint); that costs one frame, or the image's download on a slow network
 * (capped, see afterMainImagePaint). The current page's chunks download alongside React, not after it.
 */
import { loadGetStartedHeader } from './app/getStartedHeaderChunk.ts';
import { startOutboxNotices } from './app/outboxNotices.ts';
import { captureAttribution } from './lib/attribution.ts';
// Chrome's `beforeinstallprompt` can come before the app has loaded: caught from the first script on.
import './pwa/installPromptEvent.ts';
import { afterMainImagePaint } from './lib/afterPaint.ts';
import { holdEarlyInput } from './forms/handover/earlyInput.ts';
import { whenIdle } from './lib/idle.ts';
import { whenReachable } from './lib/whenReachable.ts';
import { loadPage } from './routes/pageChunks.ts';
import { reloadWhenReachable } from './lib/reloadWhenReachable.ts';
import { preloadRouteModules } from './lib/routeModules.ts';
import { matchRoute } from './routes/routeTable.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

holdEarlyInput();
// Where the visit came from, before anything else can send the visitor on.
captureAttribution();
// The outbox's page flushers and delivery notices, from the page's own code: what waits is delivered from
// whichever page of the site the visitor opens, whether or not the app loads on it.
whenIdle(startOutboxNotices, { timeoutMs: 2000 });
const route = matchRoute(window.location.pathname);
void afterMainImagePaint()
  // Offline, the app's files could only fail to download, and a failed one stays failed (lib/whenOnline.ts).
  .then(whenReachable)
  // Every file of the route asked for first, so the imports below find them requested and add nothing.
  .then(preloadRouteModules)
  .then(() =>
    Promise.all([
      import('./boot.tsx'),
      loadPage(route.page),
      route.header === 'getStarted' ? loadGetStartedHeader() : undefined,
    ]),
  )
  .then(([{ boot }]) => boot(root))
  .catch(reloadWhenReachable);
