import { REDIRECT_PATHS, staticRoutes } from '../../src/routes/routeTable.ts';
import { expect, test } from './fixtures.ts';

const pages = staticRoutes.filter((def) => !(REDIRECT_PATHS as readonly string[]).includes(def.path));

/**
 * What a phone shows before any script runs: the prerendered HTML. A large image in that first screen (a tenth
 * of it or more: a candidate for the page's largest paint) marked `loading="lazy"` starts downloading only
 * after layout; the offer pages' demo poster delayed Lighthouse's LCP that way. Small ones (logos) may
 * stay lazy: loaded at once, /signup's six partner logos delayed its LCP in Lighthouse.
 * `fetchpriority="high"` belongs to one image at most, the largest.
 */
test.describe('the first screen of every page, as prerendered', () => {
  test.use({ javaScriptEnabled: false });

  for (const def of pages) {
    test(`${def.path}: no large lazy image in the first screen, at most one image fetched first`, async ({ page }) => {
      await page.goto(def.path);
      const largeInFirstScreen = await page.evaluate(() =>
        [...document.images]
          .filter((img) => {
            const box = img.getBoundingClientRect();
            const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
            const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
            return width > 0 && height > 0 && width * height >= 0.1 * innerWidth * innerHeight;
          })
          .map((img) => ({ src: img.getAttribute('src'), loading: img.getAttribute('loading') })),
      );
      expect(largeInFirstScreen.filter((img) => img.loading === 'lazy')).toEqual([]);
      expect(await page.locator('img[fetchpriority="high"]').count()).toBeLessThanOrEqual(1);
    });
  }
});
