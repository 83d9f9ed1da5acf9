import { matchRoute, REDIRECT_PATHS, routes, showsNavLinks, staticRoutes } from '../../src/routes/routeTable.ts';
import type { Page } from '@playwright/test';
import { expect, isMobile, test } from './fixtures.ts';
import { startApp } from './appStart.ts';
import { KNOWN_TITLES } from './routeTitles.ts';

const pages = staticRoutes.filter((def) => !(REDIRECT_PATHS as readonly string[]).includes(def.path));

test.describe('every route of the table', () => {
  // No internet in CI: the payment provider's pricing-table script would fail to resolve. The page shows its
  // fallback either way; an empty script keeps Chromium's own network error out of the console.
  test.beforeEach(async ({ page }) => {
    await page.route('https://js.stripe.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
  });

  for (const def of pages) {
    test(`${def.path} answers 200 with its heading, title and description, the same when the app moves to it, and no console errors`, async ({
      page,
      consoleErrors,
    }) => {
      const response = await page.goto(def.path);
      expect(response?.status()).toBe(200);
      // includeHidden: pages that open the demo popup on load hide the page behind it from assistive tech.
      await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toHaveText(def.heading);
      const title = await page.title();
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect(title.trim()).not.toBe('');
      expect(description.trim()).not.toBe('');
      if (KNOWN_TITLES[def.path]) expect(title).toBe(KNOWN_TITLES[def.path]);
      await expectNavbarRules(page, def.path);
      // Hydration has committed (src/app/RouteEffects.tsx): a mismatch would have been logged by now.
      await startApp(page);
      expect(consoleErrors).toEqual([]);

      // The app moves to another page, as it follows the browser's history, and Back: the tab's title and the
      // description follow each move, and this route's, from the table the app loads (scripts/routeMetaTable.ts),
      // are the ones its prerendered HTML has.
      const elsewhere = def.path === '/' ? '/privacy' : '/';
      await page.evaluate((path) => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, elsewhere);
      await expect(page).toHaveTitle(KNOWN_TITLES[elsewhere]!);
      await page.goBack();
      await expect(page).toHaveURL(def.path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
      expect(consoleErrors).toEqual([]);
    });
  }
});

/**
 * docs/product.md#navigation: the navbar's Features, Log in and sign-up links (phones: Free Trial and the menu) per
 * path.
 */
async function expectNavbarRules(page: Page, path: string) {
  // Pages that open the demo popup on load hide the rest from assistive tech while it is open.
  const nav = page.getByRole('navigation', { name: 'Main', includeHidden: true });
  const def = matchRoute(path);
  if (!def.chrome || def.header === 'getStarted') {
    await expect(nav).toHaveCount(0);
    return;
  }
  const hidden = { includeHidden: true };
  await expect(nav.getByRole('link', { name: 'ReplyRocket home', ...hidden })).toBeVisible();
  const expected = showsNavLinks(path) ? 1 : 0;
  if (isMobile(page)) {
    await expect(nav.getByRole('link', { name: 'Free Trial', ...hidden })).toHaveCount(expected);
    await expect(nav.getByRole('button', { name: 'Open menu', ...hidden })).toHaveCount(expected);
  } else {
    await expect(nav.getByRole('link', { name: 'Features', ...hidden })).toHaveCount(expected);
    await expect(nav.getByRole('link', { name: 'Log in', ...hidden })).toHaveCount(expected);
    await expect(nav.getByRole('link', { name: 'Sign Up', ...hidden })).toHaveCount(expected);
  }
}

test.describe('not-found page', () => {
  test('an unknown path shows 404 and logs the attempted path', async ({ page, consoleErrors }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page).toHaveTitle(KNOWN_TITLES['*']!);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect.poll(() => consoleErrors.join('\n')).toContain('/this/page/does-not-exist');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routes[0]!.heading);
    await expect(page).toHaveTitle(KNOWN_TITLES['/']!);
  });
});

test.describe('redirect pages', () => {
  for (const path of REDIRECT_PATHS) {
    test(`${path} replaces itself with /np1`, async ({ page }) => {
      await page.goto('/privacy');
      await page.goto(path);
      await expect(page).toHaveURL('/np1');
      await page.goBack();
      await expect(page).toHaveURL('/privacy');
    });
  }
});

test.describe('navbar rules on the paths outside the table (docs/product.md#navigation)', () => {
  for (const path of ['/crypto-transaction/abc', '/unknown-page']) {
    test(`${path}: navbar links ${showsNavLinks(path) ? 'shown' : 'hidden'}`, async ({ page }) => {
      await page.goto(path);
      await expectNavbarRules(page, path);
    });
  }
});
