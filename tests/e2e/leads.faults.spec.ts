/**
 * Leads against a failing backend (POST /_local/faults). Faults are global to the local stack, so these
 * tests run one after another and put the stack back to health after each.
 */
import { presetConsent } from './consentHelpers.ts';
import { expect, test } from './fixtures.ts';
import * as leadToasts from '../../src/content/leadToasts.ts';
import { leadRowsFor, ownClientAddress, setFaults, slackMessagesFor, uniqueHandle } from './leadHelpers.ts';

const UNREACHABLE_LINE = "We couldn't reach our server — we'll send it automatically in a moment.";
const OFFLINE_LINE = "You're offline — we'll send it as soon as you're back.";

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context, page }) => {
  await presetConsent(context);
  await ownClientAddress(page);
});

test.afterEach(async ({ request }) => {
  await setFaults(request, { rest: null, functions: null, delayMs: 0 });
});

test('backend down mid-visit, page reloaded while the lead waits, backend back: exactly one row', async ({
  page,
  request,
}) => {
  const handle = uniqueHandle('down');
  await page.goto('/signup');
  await page.getByLabel('X (Twitter) username').fill(handle);
  await page.getByLabel('Email').fill(`${handle}@example.com`);
  await setFaults(request, { rest: 'down' });
  await page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect(page.getByRole('main').getByText(UNREACHABLE_LINE)).toBeVisible();

  await page.reload();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  expect(await leadRowsFor(request, handle)).toEqual([]);

  await setFaults(request, { rest: null });
  // The reloaded page's flusher retries on its back-off timer (2 s, 4 s …).
  await expect.poll(async () => (await leadRowsFor(request, handle)).length, { timeout: 20_000 }).toBe(1);
  const [row] = await leadRowsFor(request, handle);
  await expect.poll(async () => (await slackMessagesFor(request, [row!.id])).length, { timeout: 20_000 }).toBe(1);
});

test('two tabs open while reconnecting: one row, one Slack message', async ({ context, request }) => {
  const handle = uniqueHandle('tabs');
  const first = await context.newPage();
  const second = await context.newPage();
  await ownClientAddress(first);
  await ownClientAddress(second);
  await first.goto('/signup');
  await second.goto('/signup');
  await first.getByLabel('X (Twitter) username').fill(handle);
  await first.getByLabel('Email').fill(`${handle}@example.com`);
  // Step 2 is the React form's; the form's own code is not waited for: it is not needed.
  await expect(first.locator('#root')).toHaveAttribute('data-started', '');
  await context.setOffline(true);
  await first.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' }).click();
  await expect(first.getByRole('main').getByText(OFFLINE_LINE)).toBeVisible();

  await context.setOffline(false); // both tabs hear `online` and flush
  await expect.poll(async () => (await leadRowsFor(request, handle)).length).toBe(1);
  const [row] = await leadRowsFor(request, handle);
  await expect.poll(async () => (await slackMessagesFor(request, [row!.id])).length).toBe(1);
  // Both tabs have had every chance to send it again: a reload flushes on start.
  await second.reload();
  await first.reload();
  await expect(first.getByText('Step 1 of 2')).toBeVisible();
  expect(await leadRowsFor(request, handle)).toHaveLength(1);
  expect(await slackMessagesFor(request, [row!.id])).toHaveLength(1);
});

test('Slack function failing: the lead is saved at once, and its notification goes out once all the same', async ({
  page,
  request,
}) => {
  const handle = uniqueHandle('slack');
  await setFaults(request, { functions: '503' });
  await page.goto('/signup');
  await page.getByLabel('X (Twitter) username').fill(handle);
  await page.getByLabel('Email').fill(`${handle}@example.com`);
  await page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect(page.getByRole('main').getByText(UNREACHABLE_LINE)).toBeHidden();
  await expect.poll(async () => (await leadRowsFor(request, handle)).length).toBe(1);
  const [row] = await leadRowsFor(request, handle);
  // The message was queued with the lead, and the server's scheduled delivery sends it without the browser.
  await expect.poll(async () => (await slackMessagesFor(request, [row!.id])).length, { timeout: 20_000 }).toBe(1);

  // The browser's own retry, once the function is back, finds it sent (one record of "sent", in the queue).
  await setFaults(request, { functions: null });
  expect(await slackMessagesFor(request, [row!.id])).toHaveLength(1);
  expect(await leadRowsFor(request, handle)).toHaveLength(1);
});

/**
 * A dead API, not an offline phone: the backend refuses connections while the browser still believes it is
 * online, so no `online` event will ever come. A lead submitted from a freshly loaded page (no service
 * worker, nothing touched before) is kept, and delivered once by the page's own back-off when the API returns.
 */
for (const { path, button, telegram } of [
  { path: '/signup', button: 'Unlock Your Trial + Book Strategy Call', telegram: true },
  { path: '/embed', button: 'Start Free Trial', telegram: true },
  { path: '/l1', button: 'Start My Free Trial', telegram: false },
]) {
  test(`${path}: kept while the API refuses connections, delivered once by back-off when it is back`, async ({
    page,
    request,
  }) => {
    const handle = uniqueHandle('deadapi');
    await page.goto(path);
    await setFaults(request, { rest: 'down' });
    await page.getByLabel('X (Twitter) username').fill(handle);
    if (telegram) await page.getByLabel('Telegram handle').fill(`@tg_${handle}`);
    await page.getByLabel('Email').fill(`${handle}@example.com`);
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByText(leadToasts.unreachable).first()).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);

    await setFaults(request, { rest: null });
    await expect.poll(async () => (await leadRowsFor(request, handle)).length, { timeout: 90_000 }).toBe(1);
    const [row] = await leadRowsFor(request, handle);
    await expect.poll(async () => (await slackMessagesFor(request, [row!.id])).length, { timeout: 30_000 }).toBe(1);
    await expect(page.getByText(leadToasts.sentLater)).toBeVisible({ timeout: 10_000 });
  });
}
