/**
 * WebKit as an iPhone app's own browser, where the site cannot be added to the Home Screen: the install card's
 * place goes to a hint to open the page in Safari (src/pwa/InAppHint.tsx). The Android side, with Chrome's
 * intent link, runs in Chromium: tests/e2e/inAppBrowser.mobile.spec.ts.
 */
import { startApp } from './appStart.ts';
import { expect, test } from './fixtures.ts';

/**
 * The card and the hint wait 20 s on the site (src/pwa/useInstallCardDue.ts), counted from when the PWA layer mounts
 * at idle, once the page's app has started on the visitor's first input.
 */
const HINT_APPEARS_MS = 50_000;

const hint = { role: 'complementary', name: 'Install from your browser' } as const;
const installCard = { role: 'complementary', name: 'Install the app' } as const;

test.describe('an iPhone app’s WKWebView (no Safari token)', () => {
  // pichillilorenzo/flutter_inappwebview issue 2272: a WKWebView's default user agent on iOS 17.4.
  test.use({
    tabUserAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  });

  test('the hint says to open the page in Safari and copies its link; dismissed, it stays away', async ({ tab }) => {
    await tab.goto('/privacy?utm_source=telegram');
    await startApp(tab);
    await expect.poll(() => tab.count(hint), { timeout: HINT_APPEARS_MS }).toBe(1);
    expect(await tab.text(hint)).toContain(
      "Installing doesn't work inside this app. Tap ⋯ in this app and choose “Open in Safari”, then add it to your Home Screen.",
    );
    // No Chrome on an iPhone to hand the page to.
    expect(await tab.count({ role: 'link', name: 'Open in Chrome', within: 'aside' })).toBe(0);
    expect(await tab.count(installCard)).toBe(0);

    await tab.click({ role: 'button', name: 'Copy link', within: 'aside' });
    await expect.poll(() => tab.toasts()).toContain('Link copied');

    await tab.click({ role: 'button', name: 'Not now', within: 'aside' });
    await expect.poll(() => tab.count(hint)).toBe(0);
    expect(await tab.evaluate(() => localStorage.getItem('rr-install-dismissed'))).not.toBeNull();
    expect(await tab.errors()).toEqual([]);
  });
});

test.describe('LinkedIn’s iPhone browser, whose older user agent reads like Safari’s', () => {
  // browscap/browscap issue 1707: LinkedIn's in-app browser on iOS 11, with Version/ and Safari/ tokens.
  test.use({
    tabUserAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 11_2_1 like Mac OS X) AppleWebKit/602.1.50 (KHTML, like Gecko) LinkedIn/9.11.908.1 Version/10.0 Mobile/15C153 Safari/602.1',
  });

  test('gets the hint, never the Add to Home Screen card that Safari gets', async ({ tab }) => {
    await tab.goto('/terms');
    await startApp(tab);
    await expect.poll(() => tab.count(hint), { timeout: HINT_APPEARS_MS }).toBe(1);
    expect(await tab.text(hint)).toContain("Installing doesn't work inside LinkedIn.");
    expect(await tab.count(installCard)).toBe(0);
    expect(await tab.errors()).toEqual([]);
  });
});
