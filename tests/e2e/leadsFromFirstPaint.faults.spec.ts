/**
 * A dead API, not an offline phone: the backend refuses connections while the browser still believes it is
 * online, so no `online` event will ever come. A lead submitted from a freshly loaded page (no service
 * worker, nothing touched before) is kept, and delivered once by the page's own back-off when the API returns.
 */
import { leadToasts } from '../../src/content/leadCapture.ts';
import { presetConsent } from './consentHelpers.ts';
import { expect, test } from './fixtures.ts';
import { leadRowsFor, ownClientAddress, setFaults, slackMessagesFor, uniqueHandle } from './leadHelpers.ts';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context, page }) => {
  await presetConsent(context);
  await ownClientAddress(page);
});

test.afterEach(async ({ request }) => {
  await setFaults(request, { rest: null, functions: null, delayMs: 0 });
});

for (const { path, button, telegram } of [
  { path: '/signup', button: 'Unlock Your Trial + Book Strategy Call', telegram: true },
  { path: '/embed', button: 'Start Free Trial', telegram: true },
  { path: '/l1', button: 'Start My Free Trial', telegram: false },
]) {
  test(`${path}: kept while the API refuses connections, delivered once by back-off when it is back`, async ({ page, request }) => {
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
