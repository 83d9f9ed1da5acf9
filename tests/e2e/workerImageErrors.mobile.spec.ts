import { E2E } from './env.ts';
import { expect, test } from './fixtures.ts';
import { presetConsent } from './consentHelpers.ts';
import { waitForControl } from './pwaHelpers.ts';

test.use({ serviceWorkers: 'allow' });
// The worker precaches the whole site before it controls the page.
test.describe.configure({ timeout: 150_000 });

/** A 1×1 PNG. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('an image the storage failed to give once loads when it answers again', async ({ page, context }) => {
  await presetConsent(context);
  const photo = `${E2E.backendUrl}/storage/v1/object/public/media/founder-photo-check.png`;
  const answers: number[] = [];
  await context.route(photo, (route) => {
    const status = answers.length === 0 ? 503 : 200;
    answers.push(status);
    return route.fulfill({
      status,
      headers: { 'access-control-allow-origin': '*', 'cache-control': 'no-store' },
      contentType: status === 200 ? 'image/png' : 'application/json',
      body: status === 200 ? PIXEL : '{"error":"Service Unavailable"}',
    });
  });
  await page.goto('/');
  await waitForControl(page);

  /** What an `<img>` of the page (no crossorigin attribute, as the site's images are) makes of the photo. */
  const show = () =>
    page.evaluate(
      (src) =>
        new Promise<string>((resolve) => {
          const img = new Image();
          img.onload = () => resolve(`loaded ${img.naturalWidth}x${img.naturalHeight}`);
          img.onerror = () => resolve('broken');
          img.src = src;
        }),
      photo,
    );
  expect(await show()).toBe('broken');
  expect(await show()).toBe('loaded 1x1');
  expect(answers).toEqual([503, 200]);
  // Kept now: shown from the worker's cache without asking the storage again.
  expect(await show()).toBe('loaded 1x1');
  expect(answers).toEqual([503, 200]);
});
