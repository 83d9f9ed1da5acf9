import { REDIRECT_PATHS, routes, showsNavLinks, staticRoutes } from '../../src/routes/routeTable.ts';
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

  test('the crypto transaction route answers any client id with its shell', async ({ request }) => {
    const response = await request.get('/crypto-transaction/7b0c3c4e-2f4a-4a53-9d3e-1f0e8f1c2a11');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Complete Your Transaction');
  });
});

test.describe('prerendered HTML, read without JavaScript (as X and Telegram link previews do)', () => {
  for (const def of staticRoutes) {
    test(`${def.path} has its content, title and social tags`, async ({ request }) => {
      const response = await request.get(def.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const escaped = def.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
      expect(html).toContain(`<title>${def.title.replace(/&/g, '&amp;')}</title>`);
      expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/og-image\.png"/);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
      expect(html).toContain(`<meta property="og:title" content="${def.title.replace(/&/g, '&amp;')}"`);
      expect(html.includes('<h1') && (html.includes(def.heading.replace(/'/g, '&#x27;')) || html.includes(escaped))).toBe(true);
      expect(html.includes('name="robots" content="noindex"')).toBe(!def.indexable);
    });
  }

  test('robots.txt and sitemap.xml come from the route table', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: ');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const def of staticRoutes) {
      expect(sitemap.includes(`${def.path}</loc>`)).toBe(def.indexable);
    }
  });
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
    test(`${path}: links ${showsNavLinks(path) ? 'shown' : 'hidden'}`, async ({ page }) => {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Main' });
      if (path === '/embed') {
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
