import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { DEMO_VIDEO_CACHE } from '../src/shared/storageKeys.ts';
import { DEMO_VIDEO_URLS } from './media.ts';

declare const self: ServiceWorkerGlobalScope;

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * The demo video. A 206 from the network can't be cached, so the whole file is fetched once into the cache
 * (200 only), then RangeRequestsPlugin cuts every Range request from it: replays and seeks work offline.
 * Until then Range requests go to the network untouched.
 */
const strategy = new CacheFirst({
  cacheName: DEMO_VIDEO_CACHE,
  matchOptions: { ignoreVary: true },
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 2, purgeOnQuotaError: true }),
    new RangeRequestsPlugin(),
  ],
});

const downloading = new Set<string>();

/** Not on a metered or slow connection: Save-Data (header or setting) or 2G. */
function mayDownloadWhole(request: Request): boolean {
  const connection = (self.navigator as WorkerNavigator & { connection?: NetworkInformation }).connection;
  if (request.headers.get('save-data') === 'on' || connection?.saveData) return false;
  return connection?.effectiveType !== '2g' && connection?.effectiveType !== 'slow-2g';
}

async function cacheWholeFile(url: string, event: ExtendableEvent): Promise<void> {
  if (downloading.has(url)) return;
  downloading.add(url);
  try {
    const cache = await caches.open(DEMO_VIDEO_CACHE);
    if (await cache.match(url, { ignoreVary: true })) return;
    const [response, done] = strategy.handleAll({
      event,
      request: new Request(url, { mode: 'cors', credentials: 'omit' }),
    });
    // The cache reads its own copy of the body; nobody reads this one.
    await (await response).body?.cancel();
    await done;
  } catch {
    // Offline or storage full: the next play tries again.
  } finally {
    downloading.delete(url);
  }
}

export function registerDemoVideoRoute(): void {
  registerRoute(
    ({ url }) => DEMO_VIDEO_URLS.includes(url.origin + url.pathname),
    ({ request, event }) => {
      // A media element asks with Range once it loads the video, i.e. when the visitor plays it (preload="none").
      if (request.headers.has('range') && mayDownloadWhole(request))
        event.waitUntil(cacheWholeFile(request.url, event));
      return strategy.handle({ request, event });
    },
  );
}
