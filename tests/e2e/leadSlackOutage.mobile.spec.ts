/**
 * A Slack outage, as the page meets it: the lead's row is stored, and `slack-notification` answers 5xx. The
 * message was queued with the row, so the server's scheduled delivery owns it: the page must not keep the lead
 * and call the function again on every flush (every open tab, for as long as Slack is down).
 */
import { presetConsent } from './consentHelpers.ts';
import { E2E } from './env.ts';
import { expect, test } from './fixtures.ts';
import { leadRowsFor, slackMessagesFor, uniqueHandle } from './leadHelpers.ts';
import { outboxCount } from './pwaHelpers.ts';

test('the Slack step answering 503 after the row is stored: the lead is delivered, the function called once', async ({
  context,
  page,
  request,
}) => {
  await presetConsent(context);
  const calls: string[] = [];
  await context.route(`${E2E.backendUrl}/functions/v1/slack-notification`, (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    calls.push(route.request().postData() ?? '');
    return route.fulfill({
      status: 503,
      headers: { 'access-control-allow-origin': '*' },
      contentType: 'application/json',
      body: '{"error":"Slack is unavailable"}',
    });
  });
  const handle = uniqueHandle('slackdown');
  await page.goto('/signup');
  await page.getByLabel('X (Twitter) username').fill(handle);
  await page.getByLabel('Email').fill(`${handle}@example.com`);
  await page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect.poll(async () => (await leadRowsFor(request, handle)).length).toBe(1);
  const [row] = await leadRowsFor(request, handle);
  await expect.poll(() => calls.length).toBe(1);

  // Nothing is left on the device to send: no flush (a reload, `online`, a second tab) calls the function again.
  await expect.poll(() => outboxCount(page)).toBe(0);
  const second = await context.newPage();
  await second.goto('/signup');
  await page.reload();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => outboxCount(page)).toBe(0);
  expect(calls).toHaveLength(1);
  // The server's queue sends the message by itself, once.
  await expect.poll(async () => (await slackMessagesFor(request, [row!.id])).length, { timeout: 20_000 }).toBe(1);
});
