import { routes, type RouteDef } from '../../src/routes/routeTable.ts';
import { presetConsent } from './consentHelpers.ts';
import { E2E } from './env.ts';
import { expect, test } from './fixtures.ts';
import { waitForControl } from './pwaHelpers.ts';

test.use({ serviceWorkers: 'allow' });
// Every test installs the worker (a fresh context each), which precaches the whole site first.
test.describe.configure({ timeout: 150_000 });
test.beforeEach(async ({ context }) => presetConsent(context));

/** A URL that opens each route, and the heading it must show (redirect pages land on /np1). */
function visitFor(def: RouteDef): { url: string; heading: string } {
  if (def.page === 'RedirectToDemoPage')
    return { url: def.path, heading: routes.find((r) => r.path === '/np1')!.heading };
  if (def.prerender === 'shell') return { url: def.path.replace(/:[^/]+/, 'client-123'), heading: def.heading };
  if (def.prerender === 'fallback') return { url: '/no-such-page', heading: def.heading };
  return { url: def.path, heading: def.heading };
}

test('the worker installs once and controls the page', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await waitForControl(page);
  const registrations = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => ({ scope: r.scope, script: r.active?.scriptURL })),
  );
  expect(registrations).toEqual([
    { scope: `${new URL(page.url()).origin}/`, script: `${new URL(page.url()).origin}/sw.js` },
  ]);
  // An in-app navigation must not register a second time.
  await page.goto('/privacy');
  await waitForControl(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);
  expect(consoleErrors).toEqual([]);
});

test('after one visit every route of the table opens offline with its heading', async ({ page, context }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await waitForControl(page);
  await context.setOffline(true);
  for (const def of routes) {
    const { url, heading } = visitFor(def);
    await page.goto(url);
    // By tag: a page that opens with its demo popup hides the rest from the accessibility tree.
    await expect(page.locator('h1'), url).toHaveText(heading);
  }
  // Query strings (the manifest's start_url, campaign tags) open the same precached page.
  await page.goto('/?source=pwa');
  await expect(page.locator('h1')).toHaveText(routes[0]!.heading);
});

test('backend paths and files are left to the network, never answered with the app', async ({ page, context }) => {
  await page.goto('/');
  await waitForControl(page);
  await context.setOffline(true);
  for (const path of [
    '/rest/v1/leads',
    '/functions/v1/slack-notification',
    '/storage/v1/object/public/media/demo.mp4',
    '/auth/v1/user',
    '/robots.txt',
  ]) {
    // Offline and not handled by the worker: the browser's own network error, not an app page.
    await expect(page.goto(path), path).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  }
});

test('a small polite indicator says when the network is gone and when it is back', async ({ page, context }) => {
  await page.goto('/privacy');
  const status = page.getByRole('status').filter({ hasText: /online|offline/ });
  await waitForControl(page);
  await context.setOffline(true);
  await expect(status).toHaveText("You're offline. Pages you've visited still work.");
  await context.setOffline(false);
  await expect(status).toHaveText("You're back online.");
  await expect(status).toBeHidden();
});

test('the demo video, once played, answers Range requests offline from the cache and plays', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForControl(page);
  const type = (await page.evaluate(() => document.createElement('video').canPlayType('video/webm; codecs="vp9"')))
    ? 'webm'
    : 'mp4';
  const url = `${E2E.backendUrl}/storage/v1/object/public/media/demo.${type}`;
  const size = Number((await page.request.head(url)).headers()['content-length']);
  expect(size).toBeGreaterThan(2000);

  // Play it once, online: the media element asks with Range, the worker caches the whole file behind it.
  await page.evaluate(async (src) => {
    const video = document.createElement('video');
    video.muted = true;
    video.src = src;
    document.body.append(video);
    await video.play();
    video.pause();
    video.remove();
  }, url);
  await expect
    .poll(() => page.evaluate(async (src) => Boolean(await (await caches.open('demo-video')).match(src)), url))
    .toBe(true);

  await context.setOffline(true);
  const slice = await page.evaluate(async (src) => {
    const response = await fetch(src, { headers: { Range: 'bytes=1000-1999' } });
    return {
      status: response.status,
      range: response.headers.get('content-range'),
      bytes: (await response.arrayBuffer()).byteLength,
    };
  }, url);
  expect(slice).toEqual({ status: 206, range: `bytes 1000-1999/${size}`, bytes: 1000 });

  // And the video itself plays (and seeks) offline.
  const played = await page.evaluate(async (src) => {
    const video = document.createElement('video');
    video.muted = true;
    video.src = src;
    document.body.append(video);
    await video.play();
    video.currentTime = Math.min(1, video.duration / 2);
    await new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
    return video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA;
  }, url);
  expect(played).toBe(true);
});
