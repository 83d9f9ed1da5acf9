/**
 * docs/product.md#lead-forms: below a 768 px viewport the full-page lead form (/signup) uses a smaller
 * logo and the default-size button; above it, the usual logo and the large button. Runs on the phone
 * (pixel7) and the desktop project, and measures what the browser rendered.
 */
import { presetConsent } from './consentHelpers.ts';
import { expect, isMobile, test } from './fixtures.ts';

test.beforeEach(async ({ context }) => presetConsent(context));

/** Rendered height of the navbar's logo image, in CSS pixels. */
async function logoHeight(page: import('@playwright/test').Page): Promise<number> {
  const image = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'ReplyRocket home' })
    .locator('img');
  await expect(image).toBeVisible();
  return (await image.boundingBox())!.height;
}

test('/signup: smaller logo and default-size button below 768 px, the usual logo and the large button above', async ({
  page,
}) => {
  const phone = isMobile(page);
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's personalise your growth plan.");
  expect(await logoHeight(page)).toBeCloseTo(phone ? 22 : 28, 0);
  const submit = page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' });
  // The label may wrap on a phone, so the button's size is its minimum height, not its box.
  await expect(submit).toHaveCSS('min-height', phone ? '44px' : '52px');

  // Only /signup has the smaller logo: other pages keep the usual size on the same device.
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  expect(await logoHeight(page)).toBeCloseTo(28, 0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/signup: the prerendered page already has the right logo size (a media query, so no layout shift)', async ({
    page,
  }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's personalise your growth plan.");
    expect(await logoHeight(page)).toBeCloseTo(isMobile(page) ? 22 : 28, 0);
  });
});
