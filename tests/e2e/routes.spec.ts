import { matchRoute, REDIRECT_PATHS, routes, showsNavLinks, staticRoutes } from '../../src/routes/routeTable.ts';
import { expect, isMobile, test } from './fixtures.ts';

const pages = staticRoutes.filter((def) => !(REDIRECT_PATHS as readonly string[]).includes(def.path));

test.describe('every route of the table', () => {
  for (const def of pages) {
    test(`${def.path} answers 200 with its heading and no console errors`, async ({ page, consoleErrors }) => {
      const response = await page.goto(def.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(def.heading);
      await expect(page).toHaveTitle(def.title);
      // Hydration finished: React has attached (a client-only effect updated nothing visible, so wait for idle).
      await page.waitForLoadState('networkidle');
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('not-found page', () => {
  test('an unknown path shows 404 and logs the attempted path', async ({ page, consoleErrors }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect.poll(() => consoleErrors.join('\n')).toContain('/this/page/does-not-exist');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routes[0]!.heading);
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

test.describe('navbar rules (SPEC §2)', () => {
  const samplePaths = [...pages.map((def) => def.path), '/crypto-transaction/abc', '/unknown-page'];
  for (const path of samplePaths) {
    test(`${path}: navbar links ${showsNavLinks(path) && matchRoute(path).header === 'site' && matchRoute(path).chrome ? 'shown' : 'hidden'}`, async ({ page }) => {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const def = matchRoute(path);
      if (!def.chrome || def.header === 'getStarted') {
        await expect(nav).toHaveCount(0);
        return;
      }
      await expect(nav.getByRole('link', { name: 'ReplyRocket home' })).toBeVisible();
      const expected = showsNavLinks(path) ? 1 : 0;
      if (isMobile(page)) {
        await expect(nav.getByRole('link', { name: 'Free Trial' })).toHaveCount(expected);
        await expect(nav.getByRole('button', { name: 'Open menu' })).toHaveCount(expected);
      } else {
        await expect(nav.getByRole('link', { name: 'Features' })).toHaveCount(expected);
        await expect(nav.getByRole('link', { name: 'Log in' })).toHaveCount(expected);
        await expect(nav.getByRole('link', { name: 'Sign Up' })).toHaveCount(expected);
      }
    });
  }
});
