/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerDemoVideoRoute } from './demoVideo.ts';
import { registerImageRoute } from './images.ts';
import { registerNavigationRoutes } from './navigation.ts';
import { registerOutboxFlushers } from './outboxSync.ts';

declare const self: ServiceWorkerGlobalScope;

// A new version waits until the page asks it to take over (applyUpdateOnNavigation in src/pwa/serviceWorker.ts
// posts SKIP_WAITING on the next in-app navigation), so an open page never switches to a new worker behind
// its back; the first install claims the page at once so its lazy chunks are served from the precache.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

// Precached HTML answers with any query string (?source=pwa, utm_*): the page is the same.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();

registerNavigationRoutes();
registerImageRoute();
registerDemoVideoRoute();
registerOutboxFlushers();
