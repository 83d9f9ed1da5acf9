import type { Page } from '@playwright/test';
import { config } from '../../src/config.ts';
import { presetConsent } from './consentHelpers.ts';
import { expect, test } from './fixtures.ts';
import { holdRequests } from './holdRequests.ts';
import {
  LEADS_REST,
  leadRowsFor,
  ownClientAddress,
  slackMessagesFor,
  SUBMIT_SETTLES_MS,
  uniqueHandle,
} from './leadHelpers.ts';

/** The video-sales pages open the demo popup on load (docs/product.md#demo-popup); close it to reach the header. */
async function closeDemoPopup(page: Page) {
  const demo = page.getByRole('dialog', { name: 'ReplyRocket product demo' });
  await expect(demo).toBeVisible();
  await demo.getByRole('button', { name: 'Close demo video' }).click();
  await expect(demo).toBeHidden();
}

test.beforeEach(async ({ context, page }) => {
  await presetConsent(context);
  await ownClientAddress(page);
});

test.describe("the 'Try ReplyRocket Now' dialog from the header variant on /vsl1", () => {
  test('focuses the handle, adds "@", sends empty fields as null with role Other, thanks, and resets on close', async ({
    page,
    request,
  }) => {
    const handle = uniqueHandle('dialog');
    await page.goto('/vsl1');
    await closeDemoPopup(page);
    await page.getByRole('button', { name: 'Get Started with ReplyRocket' }).click();

    const dialog = page.getByRole('dialog', { name: 'Try ReplyRocket Now' });
    await expect(dialog).toBeVisible();
    const project = dialog.getByLabel('X (Twitter) username');
    await expect(project).toBeFocused();

    const release = await holdRequests(page, LEADS_REST);
    await project.fill(handle);
    const submit = dialog.getByRole('button', { name: 'Get Free Access' });
    await submit.dblclick();
    await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();

    // Step 2: the same dialog, now titled for the thank-you.
    const thanks = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(
      thanks.getByText('Your 7-day free access includes the Radar dashboard setup.', { exact: false }),
    ).toBeVisible();
    await expect(thanks.getByRole('link', { name: 'Book a Call' })).toHaveAttribute('href', config.bookingUrl);
    await expect(thanks.getByRole('link', { name: 'Chat in Telegram' })).toHaveAttribute('href', config.telegramUrl);
    await expect(thanks.getByRole('link', { name: 'Just Sign Me Up' })).toHaveAttribute('href', config.appSignupUrl);
    await expect(page.getByText('Thanks for your interest!')).toBeVisible();

    await expect.poll(async () => (await leadRowsFor(request, `@${handle}`)).length).toBe(1);
    const [row] = await leadRowsFor(request, `@${handle}`);
    expect(row).toMatchObject({
      project: `@${handle}`,
      telegram: null,
      email: null,
      role: 'Other',
      page_path: '/vsl1',
    });
    await expect.poll(async () => (await slackMessagesFor(request, [row!.id])).length).toBe(1);

    await page.keyboard.press('Escape');
    await expect(thanks).toBeHidden();
    await page.getByRole('button', { name: 'Get Started with ReplyRocket' }).click();
    await expect(dialog.getByLabel('X (Twitter) username')).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Get Free Access' })).toBeVisible();
  });

  test('keeps a value with a space or a slash as typed', async ({ page, request }) => {
    const handle = `https://x.com/${uniqueHandle('url')}`;
    await page.goto('/vsl3');
    await closeDemoPopup(page);
    await page.getByRole('button', { name: 'Get Started with ReplyRocket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Try ReplyRocket Now' });
    await dialog.getByLabel('X (Twitter) username').fill(handle);
    await dialog.getByRole('button', { name: 'Get Free Access' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Thank you!' }).getByRole('link', { name: 'Just Sign Me Up' }),
    ).toBeVisible({ timeout: SUBMIT_SETTLES_MS });
    await expect.poll(async () => (await leadRowsFor(request, handle)).length).toBe(1);
  });
});
