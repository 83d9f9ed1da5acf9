import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { IMAGE_CACHE } from '../src/shared/storageKeys.ts';
import { STORAGE_MEDIA_PREFIX } from './media.ts';

declare const self: ServiceWorkerGlobalScope;

/**
 * Images not in the precache (founder photos, avatars and posters from storage): cache-first, bounded.
 * Only this origin and the public media bucket: never the payment provider's or anyone else's images.
 * Only a 200 is kept: an error the storage or a gateway gave for a moment must not stand in for the image for
 * weeks. A page's `<img>` asks storage without CORS, which would make the answer opaque (status 0, so no telling
 * an error from the image); the worker asks with CORS instead (public buckets allow any origin), sees the status,
 * and the page may use a CORS answer wherever it asked without.
 */
export function registerImageRoute(): void {
  registerRoute(
    ({ request, url }) =>
      request.destination === 'image' &&
      (url.origin === self.location.origin || url.href.startsWith(STORAGE_MEDIA_PREFIX)),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        {
          requestWillFetch: async ({ request }) =>
            request.mode === 'no-cors' && new URL(request.url).origin !== self.location.origin
              ? new Request(request.url, { mode: 'cors', credentials: 'omit', referrerPolicy: request.referrerPolicy })
              : request,
        },
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      ],
    }),
  );
}
