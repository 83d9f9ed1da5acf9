import { presetConsent } from './consentHelpers.ts';
import { expect, test } from './fixtures.ts';
import { expectHydrated } from './homeHelpers.ts';

test.beforeEach(async ({ context }) => {
  await presetConsent(context);
});

test('a tap opens a feature card (there is no hover on a phone); a second tap or a tap elsewhere closes it', async ({
  page,
}) => {
  await page.goto('/');
  const card = page.getByRole('button', { name: 'Trends + SocialCraft', exact: true });
  await expectHydrated(card);
  const detail = page.locator('#features').getByText('SocialCraft: five ready-to-post tweet ideas every day.');
  await expect(detail).toBeHidden();

  await card.tap();
  await expect(detail).toBeVisible();
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  await card.tap();
  await expect(detail).toBeHidden();

  // Tapping the card's text (not just its title) opens it too: the whole card is the button's target.
  const box = await page.locator('#features').getByText('Never run out of things to post.').boundingBox();
  if (!box) throw new Error('card text not laid out');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await expect(detail).toBeVisible();
  await page.getByRole('heading', { level: 2, name: 'Everything you need to grow on X' }).tap();
  await expect(detail).toBeHidden();
});
