import { presetConsent } from './consentHelpers.ts';
import { expect, test } from './fixtures.ts';

test.beforeEach(async ({ context }) => {
  await presetConsent(context);
});

test('/l1 on a desktop: copy and mentor beside the form, the six-figure stats strip below', async ({ page }) => {
  await page.goto('/l1');
  const main = page.getByRole('main');
  const heading = await main.getByRole('heading', { level: 1 }).boundingBox();
  const form = await main.getByRole('heading', { name: 'Start your free 7-day trial' }).boundingBox();
  expect(heading && form).toBeTruthy();
  expect(form!.x).toBeGreaterThan(heading!.x + heading!.width / 2);
  expect(Math.abs(form!.y - heading!.y)).toBeLessThan(200);

  const stats = main.getByRole('list', { name: 'Results our customers see' }).filter({ visible: true });
  await expect(stats).toHaveCount(1);
  await expect(stats.getByRole('listitem')).toHaveCount(6);

  const mentor = main.getByRole('complementary', { name: /strategy call/i });
  await expect(mentor).toBeVisible();
  await expect(mentor.getByRole('img')).toBeVisible();
});
