import { REDIRECT_PATHS, staticRoutes } from '../../src/routes/routeTable.ts';
import { expect, test } from './fixtures.ts';

const pages = staticRoutes.filter((def) => !(REDIRECT_PATHS as readonly string[]).includes(def.path));

/**
 * What a phone shows before any script runs: the prerendered HTML. An image in that first screen marked
 * `loading="lazy"` starts downloading only after layout, and as a page's largest paint it cost the offer pages
 * ~550 ms of Lighthouse's LCP; `fetchpriority="high"` belongs to one image at most, the largest.
 */
test.describe('the first screen of every page, as prerendered', () => {
  test.use({ javaScriptEnabled: false });

  for (const def of pages) {
    test(`${def.path}: no lazy image in the first screen, at most one image fetched first`, async ({ page }) => {
      await page.goto(def.path);
      const firstScreen = await page.evaluate(() =>
        [...document.images]
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
          })
          .map((img) => ({ src: img.getAttribute('src'), loading: img.getAttribute('loading') })),
      );
      expect(firstScreen.filter((img) => img.loading === 'lazy')).toEqual([]);
      expect(await page.locator('img[fetchpriority="high"]').count()).toBeLessThanOrEqual(1);
    });
  }
});
