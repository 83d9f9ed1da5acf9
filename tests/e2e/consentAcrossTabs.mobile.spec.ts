/**
 * The tags a visitor allowed stop in every open tab when they withdraw in one, and Google Analytics is given each
 * page's route pattern, never a crypto client's id. The build of `npm test` configures both tags
 * (scripts/test.mjs); their scripts are answered here with an empty 204, so nothing leaves the machine and the
 * commands the page gives them stay in its queues, where this test reads them.
 */
import type { Page } from '@playwright/test';
import { startApp } from './appStart.ts';
import { presetConsent } from './consentHelpers.ts';
import { createClient } from './cryptoHelpers.ts';
import { expect, test } from './fixtures.ts';

const THIRD_PARTY = /^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])[a-z][\w+.-]*:\/\//;

test.beforeEach(async ({ context }) => {
  // The tags load only when their IDs are built in: npm test builds and runs with test IDs (scripts/test.mjs).
  expect(process.env.VITE_GA_ID, 'run with the tag IDs npm test builds with').toBeTruthy();
  expect(process.env.VITE_META_PIXEL_ID, 'run with the tag IDs npm test builds with').toBeTruthy();
  await context.route(THIRD_PARTY, (route) => route.fulfill({ status: 204 }));
});

type TagQueues = { dataLayer?: ArrayLike<unknown>[]; fbq?: { queue: unknown[][] } };

/** The commands the page has given Google Analytics, each as an array. */
function analyticsCommands(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => ((window as Window & TagQueues).dataLayer ?? []).map((entry) => Array.from(entry)));
}

test('withdrawing consent in one tab stops the running tags in the other', async ({ context }) => {
  await presetConsent(context, { analytics: true, advertising: true });
  const other = await context.newPage();
  await other.goto('/pricing');
  await expect.poll(async () => (await analyticsCommands(other)).length).toBeGreaterThan(0);
  await expect
    .poll(() => other.evaluate(() => (window as Window & TagQueues).fbq?.queue.length ?? 0))
    .toBeGreaterThan(0);

  const page = await context.newPage();
  await page.goto('/');
  await startApp(page);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await dialog.getByRole('switch', { name: 'Analytics' }).click();
  await dialog.getByRole('switch', { name: 'Advertising' }).click();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(dialog).toBeHidden();

  await expect
    .poll(async () => (await analyticsCommands(other)).at(-1))
    .toEqual([
      'consent',
      'update',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
  await expect
    .poll(() => other.evaluate(() => (window as Window & TagQueues).fbq?.queue.at(-1)))
    .toEqual(['consent', 'revoke']);
});

test("Google Analytics gets the route's pattern, never the crypto client's id, on load and after an in-place navigation", async ({
  context,
  page,
  request,
}) => {
  await presetConsent(context, { analytics: true, advertising: false });
  // A real client, whose page stays open.
  const client = await createClient(request, 'reply-rocket-lite');
  await page.goto(`/crypto-transaction/${client}?utm_source=x`);
  await expect
    .poll(async () => (await analyticsCommands(page)).find(([command]) => command === 'config'))
    .toBeDefined();
  const onLoad = await analyticsCommands(page);
  expect(onLoad).toContainEqual([
    'set',
    expect.objectContaining({
      page_location: `${new URL(page.url()).origin}/crypto-transaction/:clientId?utm_source=x`,
    }),
  ]);

  // The app moves in place (history.pushState), as it does after the crypto sign-up.
  const other = '0f8e7d6c-5b4a-4392-8817-263544332211';
  await page.evaluate((id) => window.history.pushState(null, '', `/crypto-transaction/${id}`), other);
  await expect
    .poll(async () => (await analyticsCommands(page)).at(-1))
    .toEqual(['set', { page_location: `${new URL(page.url()).origin}/crypto-transaction/:clientId` }]);
  expect(JSON.stringify(onLoad)).not.toContain(client);
  expect(JSON.stringify(await analyticsCommands(page))).not.toContain(other);
});
