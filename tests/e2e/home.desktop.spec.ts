import { presetConsent } from './consentHelpers.ts';
import { expect, test } from './fixtures.ts';
import { expectHydrated, pauseClock } from './homeHelpers.ts';

test.beforeEach(async ({ context }) => {
  await presetConsent(context);
});

test('feature hover cards open after 700 ms of hover and close 300 ms after leaving', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const card = page.getByRole('button', { name: 'ReplyRocket', exact: true });
  await expectHydrated(card);
  const detail = page
    .locator('#features')
    .getByText('AI-drafted contextual replies in your tone of voice, four per alert.');
  await card.scrollIntoViewIfNeeded();
  await pauseClock(page);

  await card.hover();
  await page.clock.runFor(650);
  await expect(detail).toBeHidden();
  await page.clock.runFor(100);
  await expect(detail).toBeVisible();
  await expect(card).toHaveAttribute('aria-expanded', 'true');

  // Moving onto the floating detail keeps it open.
  await detail.hover();
  await page.clock.runFor(1_000);
  await expect(detail).toBeVisible();

  await page.getByRole('heading', { level: 2, name: 'Everything you need to grow on X' }).hover();
  await page.clock.runFor(250);
  await expect(detail).toBeVisible();
  await page.clock.runFor(100);
  await expect(detail).toBeHidden();
  await expect(card).toHaveAttribute('aria-expanded', 'false');

  // A brief pass does not open it.
  await card.hover();
  await page.clock.runFor(400);
  await page.mouse.move(0, 0);
  await page.clock.runFor(1_000);
  await expect(detail).toBeHidden();
});

test('feature hover cards open from the keyboard and close on Escape', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('button', { name: 'ReplyRadar Analytics', exact: true });
  await expectHydrated(card);
  await card.focus();
  await page.keyboard.press('Enter');
  const detail = page
    .locator('#features')
    .getByText('Tracks replies across all your X accounts and how each one performs.');
  await expect(detail).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(card).toBeFocused();
});
