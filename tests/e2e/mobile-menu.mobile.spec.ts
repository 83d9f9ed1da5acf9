import { config } from '../../src/config.ts';
import { expect, test } from './fixtures.ts';
import { holdAppJavaScript } from './holdRequests.ts';
import { startApp } from './appStart.ts';

// Phone projects only (see playwright.config.ts): the side menu exists below 768 px.
test.describe('mobile side menu', () => {
  test('opens, traps focus, closes on Escape and on navigation', async ({ page }) => {
    await page.goto('/privacy');
    // A tap before the menu's code has arrived is held and replayed (the next test); this one is about the menu itself.
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // The menu is an island: it started alone, and the page around it is still the prerendered HTML.
    await expect(page.locator('#root[data-started]')).toHaveCount(0);
    // The browser's own modal dialog: Tab walks the menu's controls, and nothing behind it can take the focus (past
    // the last control it may rest on the document itself, as the browser's own UI would have it).
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    const focusedBehind = () =>
      page.evaluate(() => document.activeElement !== document.body && !document.activeElement?.closest('dialog'));
    for (const name of ['Features', 'Log in', 'Sign Up']) {
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name })).toBeFocused();
    }
    for (let press = 0; press < 3; press += 1) {
      await page.keyboard.press('Tab');
      expect(await focusedBehind()).toBe(false);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    await expect(open).toHaveAttribute('aria-expanded', 'false');

    await open.click();
    await expect(menu.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', config.appLoginUrl);
    await menu.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL('/np1');
    await expect(menu).toBeHidden();
  });

  test("a tap on the menu button before the menu's code has arrived opens the menu once it has, once", async ({
    page,
  }) => {
    // Hold the app's JavaScript (the entry's small chunk aside): the prerendered header is on screen, not React's.
    const release = await holdAppJavaScript(page);
    await page.goto('/privacy', { waitUntil: 'commit' });
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    await expect(page.locator('[data-island="menu"][data-started]')).toHaveCount(0);
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toHaveCount(0);

    release();
    await expect(menu).toBeVisible();
    // The open menu hides the page from the accessibility tree, its button with it.
    await expect(page.locator('button[aria-label="Open menu"]')).toHaveAttribute('aria-expanded', 'true');
    // Pressed once, by the menu's own code: a second press would have closed it again.
    await expect(page.locator('[data-island="menu"][data-started]')).toHaveCount(1);
    await expect(menu).toBeVisible();
    // Only the menu started: the page is still the prerendered HTML.
    await expect(page.locator('#root[data-started]')).toHaveCount(0);
  });

  test('a link in the menu opened before the app started loads the next page', async ({ page }) => {
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL('/np1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu).toHaveCount(0);
  });

  test('on a page reached in the app, the menu is there too, and its Sign Up link moves in the app', async ({
    page,
  }) => {
    // /signup shows no navbar links: the menu's box is rendered in the browser when the visitor moves to /privacy.
    await page.goto('/signup');
    await startApp(page);
    await page.evaluate(() => {
      (window as Window & { samePage?: boolean }).samePage = true;
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL('/np1');
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage), 'moved in the app').toBe(
      true,
    );
  });
});
