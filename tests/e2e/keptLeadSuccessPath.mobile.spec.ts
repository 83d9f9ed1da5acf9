/**
 * A lead submitted before the page is React's is kept by the page's bootstrap, in the outbox, and answered at once;
 * once the page is React's the form goes on to what follows a lead there (the second step, the next page), and the
 * lead is stored once. The page's chunks are held so the submit meets the prerendered form.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { holdAppJavaScript } from './holdRequests.ts';
import { leadRowsFor, SUBMIT_SETTLES_MS, uniqueHandle } from './leadHelpers.ts';

const FORMS = [
  {
    path: '/signup',
    button: 'Unlock Your Trial + Book Strategy Call',
    telegram: true,
    followsALead: (page: Page) => expect(page.getByText('Step 2 of 2')).toBeVisible({ timeout: SUBMIT_SETTLES_MS }),
  },
  {
    path: '/l1',
    button: 'Start My Free Trial',
    telegram: false,
    followsALead: (page: Page) => expect(page).toHaveURL(/\/vsl2$/, { timeout: SUBMIT_SETTLES_MS }),
  },
];

for (const form of FORMS) {
  test(`${form.path}: kept before the page is React's, answered at once, then the form's own success path, stored once`, async ({
    page,
    request,
  }) => {
    const release = await holdAppJavaScript(page);
    const handle = uniqueHandle('kept');
    await page.goto(form.path, { waitUntil: 'commit' });
    await page.getByLabel('X (Twitter) username').fill(handle);
    if (form.telegram) await page.getByLabel('Telegram handle').fill(`@tg_${handle}`);
    await page.getByLabel('Email').fill(`${handle}@example.com`);
    await expect(page.locator('#root[data-started]')).toHaveCount(0);
    await page.getByRole('button', { name: form.button }).click();

    await expect(page.getByText('Thanks for your interest!')).toBeVisible({ timeout: SUBMIT_SETTLES_MS });
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect.poll(async () => (await leadRowsFor(request, handle)).length, { timeout: SUBMIT_SETTLES_MS }).toBe(1);
    await expect(page.locator('#root[data-started]')).toHaveCount(0);

    release();
    await form.followsALead(page);
    expect(await leadRowsFor(request, handle)).toMatchObject([
      { email: `${handle}@example.com`, page_path: form.path },
    ]);
  });
}
