/**
 * Which post brought a lead: the device's first touch, the visit's last touch and the browser it came from,
 * stored with the lead and told to Slack in one line.
 */
import { consentBanner, presetConsent } from './consentHelpers.ts';
import { expect, test } from './fixtures.ts';
import { leadRowsFor, SUBMIT_SETTLES_MS, uniqueHandle } from './leadHelpers.ts';
import { E2E } from './env.ts';

// X's in-app browser on Android, as X sends it (the same string as tests/unit/browserContext.test.ts).
const X_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.105 Mobile Safari/537.36 TwitterAndroid';
const DAY = 86_400_000;

test.use({ userAgent: X_ANDROID });

async function slackTextFor(
  request: import('@playwright/test').APIRequestContext,
  leadId: string,
): Promise<string | undefined> {
  const response = await request.get(`${E2E.backendUrl}/_local/slack`, {
    headers: { 'x-local-admin': E2E.adminToken },
  });
  const messages = (await response.json()) as { kind: string; key: string; text: string }[];
  return messages.find((message) => message.kind === 'lead' && message.key === leadId)?.text;
}

test('a visitor who lands from one post and comes back days later through another: both touches on the lead and in Slack', async ({
  context,
  request,
}) => {
  const handle = uniqueHandle('touch');
  // A first touch outlives its visit only for a visitor who allowed analytics or advertising; the tag that choice
  // loads is answered here, so nothing leaves the machine.
  await presetConsent(context, { analytics: true, advertising: false });
  await context.route(/^https:\/\/www\.googletagmanager\.com\//, (route) => route.fulfill({ status: 204 }));
  // The device's clock three days ago, then today: the database's own time stamps the lead.
  await context.clock.install({ time: new Date(Date.now() - 3 * DAY) });

  const landing = await context.newPage();
  await landing.goto('/np1?utm_source=x&utm_campaign=a&twclid=2-7xk3f9', { referer: 'https://t.co/Ab12Cd' });
  // The entry records the touch before anything else; the visitor then leaves at once.
  await expect
    .poll(() => landing.evaluate(() => localStorage.getItem('rr-first-touch')))
    .toContain('"utm_campaign":"a"');
  await landing.close();

  await context.clock.setSystemTime(new Date());
  const comeback = await context.newPage();
  await comeback.goto('/l1?utm_campaign=b');
  const card = comeback.getByText('Limited Free Trials').locator('..');
  await card.getByLabel('X (Twitter) username').fill(handle);
  await card.getByLabel('Email').fill(`${handle}@example.com`);
  await card.getByRole('button', { name: 'Start My Free Trial' }).click();
  await expect(comeback).toHaveURL('/vsl2', { timeout: SUBMIT_SETTLES_MS });

  await expect.poll(async () => (await leadRowsFor(request, handle)).length).toBe(1);
  const [row] = await leadRowsFor(request, handle);
  expect(row).toMatchObject({
    page_path: '/l1',
    utm_source: null,
    utm_campaign: 'b',
    landing_path: '/l1',
    twclid: null,
    referrer: null,
    first_utm_source: 'x',
    first_utm_campaign: 'a',
    first_twclid: '2-7xk3f9',
    first_referrer: 'https://t.co',
    first_landing_path: '/np1',
    browser_context: 'x-inapp',
  });
  await expect
    .poll(() => slackTextFor(request, row!.id))
    .toContain(
      'via X in-app · utm_campaign=`b` · first seen 3 days ago on `/np1` (utm_source=`x`, utm_campaign=`a`, twclid)',
    );
});

test('each lead carries the id of the consent in force, which names the stored consent event', async ({
  page,
  request,
}) => {
  const handle = uniqueHandle('consent');
  await page.goto('/signup');
  await consentBanner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(consentBanner(page)).toBeHidden();
  const consentId = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('rr-cookie-consent') ?? '{}') as { id?: string }).id,
  );
  expect(consentId).toMatch(/^[0-9a-f-]{36}$/);

  await page.getByLabel('X (Twitter) username').fill(handle);
  await page.getByLabel('Email').fill(`${handle}@example.com`);
  await page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible({ timeout: SUBMIT_SETTLES_MS });

  await expect.poll(async () => (await leadRowsFor(request, handle)).length).toBe(1);
  const [row] = await leadRowsFor(request, handle);
  expect(row!.consent_id).toBe(consentId);
  const events = async () => {
    const response = await request.get(`${E2E.backendUrl}/_local/rows/consent_events`, {
      headers: { 'x-local-admin': E2E.adminToken },
    });
    return (
      (await response.json()) as { id: string; analytics: boolean; advertising: boolean; method: string }[]
    ).filter((event) => event.id === consentId);
  };
  await expect
    .poll(events)
    .toEqual([expect.objectContaining({ analytics: false, advertising: false, method: 'reject-all' })]);
});
