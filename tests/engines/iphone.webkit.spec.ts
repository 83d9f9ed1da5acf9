/**
 * WebKit as an iPhone visitor's Safari: the user agent iOS sends (MiniBrowser cannot emulate a phone's touch
 * screen or pixel ratio, only its size and user agent), and an engine with a service worker but no
 * Background Sync, so the page's own flushers are the only way a kept lead leaves the device.
 */
import * as leadToasts from '../../src/content/leadToasts.ts';
import { leadRowsFor, slackMessagesFor, uniqueHandle } from '../e2e/leadHelpers.ts';
import { startApp } from './appStart.ts';
import { expect, IPHONE_SAFARI_UA, test } from './fixtures.ts';

/**
 * The card waits 20 s of time on the site (src/pwa/useInstallCardDue.ts), counted from when its layer mounts at idle,
 * once the page's app has started on the visitor's first input.
 */
const CARD_APPEARS_MS = 50_000;

test.use({ tabUserAgent: IPHONE_SAFARI_UA });

test("the install card appears after a while on the site, and 'Show me how' opens the Add to Home Screen sheet", async ({
  tab,
}) => {
  await tab.goto('/privacy');
  await startApp(tab);
  const card = { role: 'complementary', name: 'Install the app' } as const;
  await expect.poll(() => tab.count(card), { timeout: CARD_APPEARS_MS }).toBe(1);
  expect(await tab.text(card)).toContain('Install ReplyRocket');

  await tab.click({ role: 'button', name: 'Show me how', within: 'aside' });
  const sheet = { role: 'dialog', name: 'Add to Home Screen' } as const;
  await expect.poll(() => tab.text(sheet)).toContain("Scroll down and tap 'Add to Home Screen'.");
  await tab.press('Escape');
  await expect.poll(() => tab.count(sheet)).toBe(0);
  await expect.poll(() => tab.count(card)).toBe(0);
  expect(await tab.evaluate(() => localStorage.getItem('rr-install-dismissed'))).not.toBeNull();
  expect(await tab.errors()).toEqual([]);
});

test('no Background Sync here: with the service worker in control, a lead kept while the network is cut leaves with the page', async ({
  tab,
  loopback,
  request,
}) => {
  // The worker precaches the whole site before it takes control.
  test.setTimeout(180_000);
  await tab.goto('/signup');
  expect(
    await tab.evaluate(() => [
      typeof (window as Window & { SyncManager?: unknown }).SyncManager,
      'sync' in ServiceWorkerRegistration.prototype,
    ]),
  ).toEqual(['undefined', false]);
  // Installed and in control, so the outbox's request for a sync event is reached (and must be a no-op here).
  await expect
    .poll(() => tab.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 100_000 })
    .toBe('activated');

  const handle = uniqueHandle('engine_nosync');
  loopback.cut();
  await tab.fill({ label: 'X (Twitter) username' }, handle);
  await tab.fill({ label: 'Email' }, `${handle}@example.com`);
  await tab.click({ role: 'button', name: 'Unlock Your Trial + Book Strategy Call' });
  await expect
    .poll(async () => (await tab.toasts()).some((toast) => toast.endsWith(leadToasts.unreachable)))
    .toBe(true);

  loopback.restore();
  await expect.poll(async () => (await leadRowsFor(request, handle)).length, { timeout: 45_000 }).toBe(1);
  const [row] = await leadRowsFor(request, handle);
  await expect.poll(async () => (await slackMessagesFor(request, [row!.id])).length, { timeout: 45_000 }).toBe(1);
  await expect
    .poll(() => tab.toasts(), { timeout: 45_000 })
    .toContainEqual(expect.stringContaining(leadToasts.sentLater));
  expect(await tab.errors()).toEqual([]);
});
