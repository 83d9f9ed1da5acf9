import { config } from '../../src/config.ts';
import { expect, test } from './fixtures.ts';
import { expectHydrated } from './homeHelpers.ts';

// Phone projects only (see playwright.config.ts): the side menu exists below 768 px.
test.describe('mobile side menu', () => {
  test('opens, traps focus, closes on Escape and on navigation', async ({ page }) => {
    await page.goto('/privacy');
    // Taps before React has loaded are not replayed yet (a known gap); this test is about the menu itself.
    const open = page.getByRole('button', { name: 'Open menu' });
    await expectHydrated(open);
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // Focus stays inside the dialog however far the visitor tabs.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await open.click();
    await expect(menu.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', config.appLoginUrl);
    await menu.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL('/np1');
    await expect(menu).toBeHidden();
  });
});
