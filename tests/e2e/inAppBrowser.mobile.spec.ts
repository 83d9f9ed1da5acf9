/**
 * Inside an app's own browser (X, Telegram, ...) the site cannot be installed: where the install card would
 * appear, a hint says how to open the page in the phone's browser instead (src/pwa/InAppHint.tsx). Chromium on
 * a Pixel 7 with the user agent those apps send. The iPhone side runs in WebKit: tests/engines/inAppBrowser.webkit.spec.ts.
 */
import type { Page } from '@playwright/test';
import { consentBanner } from './consentHelpers.ts';
import { E2E } from './env.ts';
import { expect, test } from './fixtures.ts';
import { hydrateAndMountPwaLayer, offerInstall } from './pwaHelpers.ts';

/** X's in-app browser on Android (matomo-org/device-detector's fixtures, Tests/fixtures/smartphone-41.yml). */
const X_ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 15; SM-S936U Build/AP3A.240905.015.A2; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/136.0.7103.44 Mobile Safari/537.36 TwitterAndroid';
/**
 * Telegram's in-app browser on Android, whose user agent is Chrome's (no `; wv`, no Telegram): only the
 * `TelegramWebview` object it injects tells (shalanah/inapp-spy issue 30).
 */
const TELEGRAM_ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.6668.100 Mobile Safari/537.36';

const HINT = { name: 'Install from your browser' } as const;
const INSTALL_CARD = { name: 'Install the app' } as const;
const HINT_CHUNK = /\/assets\/InAppHint-[\w-]+\.js$/;

/** Moves the fake clock a second at a time until `check` holds: the card's wait starts once its code has loaded. */
async function runClockUntil(page: Page, check: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1_000);
        return check();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

const hintChunkRequested = (page: Page) =>
  page.evaluate(
    (source) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(entry.name)),
    HINT_CHUNK.source,
  );

test.describe('in X’s in-app browser on Android', () => {
  test.use({ userAgent: X_ANDROID_UA });

  test('once the cookie banner is answered, a hint offers Chrome and the link instead of the install card; dismissed, it stays away', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await page.goto('/privacy?utm_source=x');
    await hydrateAndMountPwaLayer(page);
    await offerInstall(page);
    const hint = page.getByRole('complementary', HINT);

    // One bottom sheet at a time: nothing while the banner waits for an answer, however long.
    await page.clock.runFor(30_000);
    await expect(consentBanner(page)).toBeVisible();
    await expect(hint).toHaveCount(0);
    await consentBanner(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(consentBanner(page)).toBeHidden();
    // Not at once either: it waits like the install card.
    await page.clock.runFor(10_000);
    await expect(hint).toHaveCount(0);

    await runClockUntil(page, () => hint.isVisible());
    await expect(hint).toContainText('Install ReplyRocket');
    await expect(hint).toContainText(
      "Installing doesn't work inside X. Open this page in Chrome to add it to your home screen.",
    );
    // Chrome's install prompt was offered, but this browser cannot act on it: no install card.
    await expect(page.getByRole('complementary', INSTALL_CARD)).toHaveCount(0);

    const pageUrl = `${E2E.siteUrl}/privacy?utm_source=x`;
    const { host, protocol } = new URL(E2E.siteUrl);
    await expect(hint.getByRole('link', { name: 'Open in Chrome' })).toHaveAttribute(
      'href',
      `intent://${host}/privacy?utm_source=x#Intent;scheme=${protocol.slice(0, -1)};package=com.android.chrome;S.browser_fallback_url=${encodeURIComponent(pageUrl)};end`,
    );

    // The clock held from here, and moved only in small steps: the toast stays up until "Not now" is pressed (a
    // visitor may press it at once; a toast over the sheet's buttons took that press for its 4 s). Paused a second
    // ahead of the page's time, which keeps going until the pause is set.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const copied = page.getByText('Link copied');
    await hint.getByRole('button', { name: 'Copy link' }).click();
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return copied.isVisible();
      })
      .toBe(true);
    await expect(copied).toBeVisible();
    // Slid into the place it keeps: a trial click waits for it to hold still.
    await copied.click({ trial: true });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);

    // The bottom sheet overlays the page: it never moved what was under it.
    const box = await hint.boundingBox();
    expect(await hint.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);

    await hint.getByRole('button', { name: 'Not now' }).click();
    await expect(hint).toHaveCount(0);
    // Pressed while the toast was still up.
    await expect(copied).toBeVisible();
    await page.clock.resume();
    expect(await page.evaluate(() => localStorage.getItem('rr-install-dismissed'))).not.toBeNull();

    await page.reload();
    await hydrateAndMountPwaLayer(page);
    await offerInstall(page);
    await page.clock.runFor(60_000);
    await expect(page.locator('h1')).toHaveText('Privacy Policy');
    await expect(hint).toHaveCount(0);
    await expect(page.getByRole('complementary', INSTALL_CARD)).toHaveCount(0);
    // Dismissed: its code is not even downloaded any more.
    expect(await hintChunkRequested(page)).toBe(false);
    // Its code ran cleanly: no uncaught error, nothing the Content-Security-Policy refused.
    expect(consoleErrors.filter((error) => error.startsWith('pageerror') || error.startsWith('CSP violation'))).toEqual(
      [],
    );
  });
});

test.describe('in Telegram’s in-app browser on Android', () => {
  test.use({ userAgent: TELEGRAM_ANDROID_UA });

  test('the injected TelegramWebview is enough: the hint names Telegram and offers Chrome; where copying is refused, the link is left selected', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'TelegramWebview', { value: {} });
      // A web view that refuses the clipboard both ways, as some in-app browsers do.
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      });
      document.execCommand = () => false;
    });
    await page.clock.install();
    await page.goto('/terms');
    await hydrateAndMountPwaLayer(page);
    await consentBanner(page).getByRole('button', { name: 'Reject all' }).click();
    const hint = page.getByRole('complementary', HINT);
    await runClockUntil(page, () => hint.isVisible());
    await expect(hint).toContainText("Installing doesn't work inside Telegram.");
    await expect(hint.getByRole('link', { name: 'Open in Chrome' })).toHaveAttribute(
      'href',
      /^intent:\/\/[^/]+\/terms#Intent;/,
    );

    await hint.getByRole('button', { name: 'Copy link' }).click();
    await expect(
      page.getByText('Copying is blocked here: the link is selected, press and hold it to copy.'),
    ).toBeVisible();
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(`${E2E.siteUrl}/terms`);
  });
});

test('in Chrome itself there is no hint: the install card is offered as usual', async ({ page }) => {
  await page.clock.install();
  await page.goto('/privacy');
  await hydrateAndMountPwaLayer(page);
  await offerInstall(page);
  await consentBanner(page).getByRole('button', { name: 'Reject all' }).click();
  const card = page.getByRole('complementary', INSTALL_CARD);
  await runClockUntil(page, () => card.isVisible());
  await page.clock.runFor(30_000);
  await expect(page.getByRole('complementary', HINT)).toHaveCount(0);
  expect(await hintChunkRequested(page)).toBe(false);
});
