/**
 * The entry, small on purpose: the page's bootstrap requests it once the prerendered page and its main image have
 * painted (src/bootstrap.ts, initial/startEntry.ts), and it loads the app.
 *
 * Every route's HTML arrives complete, its CSS inlined, so the visitor can read the page as soon as it is parsed,
 * and the bootstrap inlined in it notes where the visit came from and keeps what is submitted meanwhile, in the
 * outbox. This file starts the outbox's flushers and notices, shows the forms' stored drafts, downloads the current
 * page's chunks with React's, starts the page's islands (the menu, the hero's loop, the demo popup), the stored
 * consent (with the cookie banner) and the service worker, and starts the app, React and the hydration of the page,
 * by the page's own triggers (app/whenAppNeeded.ts).
 */
import { startOutboxNotices } from './app/outboxNotices.ts';
import { startOfflineIndicator } from './pwa/offlineIndicator.ts';
import { startConsent } from './consent/consentStore.ts';
import { showCookieBannerWhenDue } from './consent/cookieBannerWhenDue.ts';
// Chrome's `beforeinstallprompt` can come before the app has loaded: caught from the first script on.
import './pwa/installPromptEvent.ts';
import { hasEarlyLeads } from './forms/handover/hasEarlyLeads.ts';
import { whenIdle } from './initial/idle.ts';
import { loadUntilLoaded } from './initial/loadUntilLoaded.ts';
import { whenReachable } from './initial/whenReachable.ts';
import { reloadWhenReachable } from './initial/reloadWhenReachable.ts';
import { preloadRouteModules } from './initial/routeModules.ts';
import { matchRoute } from './routes/routeTable.ts';
import { whenAppNeeded } from './app/whenAppNeeded.ts';
import { startIslands } from './initial/islands.ts';
import { showStoredDrafts } from './initial/drafts.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The outbox's page flushers and delivery notices, from the page's own code: what waits is delivered from
// whichever page of the site the visitor opens, whether or not the app loads on it. Leads an earlier version of
// the site kept outside the outbox are moved into it first; their code downloads only where there are some.
const earlyLeadsAdopted = hasEarlyLeads()
  ? import('./forms/handover/earlyLeads.ts')
      .then((legacy) => legacy.adoptEarlyLeads())
      .catch((error: unknown) => console.error('[outbox] could not adopt leads kept before the app', error))
  : Promise.resolve();
whenIdle(() => void earlyLeadsAdopted.then(startOutboxNotices), { timeoutMs: 2000 });
whenIdle(startOfflineIndicator, { timeoutMs: 2000 });
// What the visitor typed into the page's forms on an earlier visit, shown before any React.
showStoredDrafts();
// The page's islands, each started by its own trigger without the rest of the page (initial/islands.ts).
startIslands();
const route = matchRoute(window.location.pathname);
// Offline, the app's files could only fail to download, and a failed one stays failed (initial/whenOnline.ts).
// Every file of the route asked for now, downloaded and compiled but not run: the app starts from them when it is
// needed, even if the network has gone by then.
const appFilesSettled = whenReachable().then(preloadRouteModules);
const appStarted = whenAppNeeded(root)
  .then(whenReachable)
  .then(() => import('./boot.tsx'))
  .then(({ boot }) => boot(root, route));
appStarted.catch(reloadWhenReachable);
// The stored consent, what it allows (tags, field vitals) and the banner while a choice is due, from the entry too:
// they do not wait for React. Once the app's files have arrived or failed, so a consenting visitor's tags never
// compete with them. The embeddable card lives in partners' iframes: too small for a banner, and without consent no
// tag loads there.
void appFilesSettled.then(() => {
  startConsent();
  if (route.chrome) showCookieBannerWhenDue();
});
// The manifest and the service worker, from the entry too, so an app that fails to start here still leaves the site
// installable and its pages precached. Once the app's files have arrived (or failed) and the browser is idle: the
// worker's precache downloads the whole site, which must not compete with this page's own files.
void appFilesSettled.then(() =>
  whenIdle(() => void loadUntilLoaded(() => import('./pwa/startPwa.ts')).then((pwa) => pwa.startPwa()), {
    timeoutMs: 3000,
    afterLoad: true,
  }),
);
