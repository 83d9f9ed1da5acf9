import { config } from '../../src/config.ts';
import { expect, test } from './fixtures.ts';

test.describe('footer', () => {
  test('has the Platform, Support and social links, the year and the Do Not Sell link', async ({ page }) => {
    await page.goto('/privacy');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', config.bookingUrl);
    for (const [name, href] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['California Privacy', '/california-privacy'],
      ['Cookie Policy', '/cookie-policy'],
      ['Do Not Sell My Personal Information', '/notsell'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(footer.getByRole('link', { name: 'ReplyRocket on X' })).toHaveAttribute('href', config.xUrl);
    await expect(footer.getByRole('link', { name: 'ReplyRocket on LinkedIn' })).toHaveAttribute('href', config.linkedInUrl);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ReplyRocket Ltd`);
    await footer.getByRole('link', { name: 'Do Not Sell My Personal Information' }).click();
    await expect(page).toHaveURL('/notsell');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Do Not Sell My Personal Information');
  });

  test('hides the Features link on /signup only', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Features' })).toHaveCount(0);
  });
});

test.describe('legal pages', () => {
  const legal = [
    ['/privacy', 'Effective 20 August 2025'],
    ['/terms', 'Last updated 22 May 2025'],
    ['/california-privacy', '45 days'],
    ['/notsell', 'does not sell'],
    ['/cookie-policy', 'Effective 2 October 2025'],
  ] as const;
  for (const [path, text] of legal) {
    test(`${path} states its facts and has a back button to home`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).toContainText(text);
      await page.getByRole('link', { name: '← Back to Home' }).click();
      await expect(page).toHaveURL('/');
    });
  }
});
