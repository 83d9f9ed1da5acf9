import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { IMAGE_CACHE } from './cacheNames.ts';
import { STORAGE_MEDIA_PREFIX } from './media.ts';

declare const self: ServiceWorkerGlobalScope;

/**
 * Images not in the precache (founder photos, avatars and posters from storage): cache-first, bounded.
 * Only this origin and the public media bucket: never the payment provider's or anyone else's images.
 * Storage images load without CORS, so their responses are opaque (status 0); the entry limit keeps the
 * padding browsers count for opaque entries in check.
 */
export function registerImageRoute(): void {
  registerRoute(
    ({ request, url }) =>
      request.destination === 'image' &&
      (url.origin === self.location.origin || url.href.startsWith(STORAGE_MEDIA_PREFIX)),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      ],
    }),
  );
}
