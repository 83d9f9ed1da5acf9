/**
 * Where a visit came from is kept for this visit only (session storage) until the visitor allows analytics or
 * advertising, and never beyond it under Global Privacy Control; a lead sent meanwhile still carries this visit's
 * campaign.
 */
import type { Page } from '@playwright/test';
import { presetConsent, consentBanner } from './consentHelpers.ts';
import { expect, test } from './fixtures.ts';
import { leadRowsFor, ownClientAddress, SUBMIT_SETTLES_MS, uniqueHandle } from './leadHelpers.ts';

const THIRD_PARTY = /^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])[a-z][\w+.-]*:\/\//;

test.beforeEach(async ({ context, page }) => {
  // A choice that allows the tags loads them: their scripts are answered here, nothing leaves the machine.
  await context.route(THIRD_PARTY, (route) => route.fulfill({ status: 204 }));
  await ownClientAddress(page);
});

/** The touches the page has kept: this visit's (session storage) and the first (local storage). */
async function touches(page: Page): Promise<{ visit: string | null; first: string | null }> {
  return page.evaluate(() => ({
    visit: sessionStorage.getItem('rr-attribution'),
    first: localStorage.getItem('rr-first-touch'),
  }));
}

test('before any choice only this visit is kept, a lead still carries its campaign, and Accept all keeps it as the first touch', async ({
  page,
  request,
}) => {
  const handle = uniqueHandle('nochoice');
  await page.goto('/signup?utm_source=x&utm_campaign=a&twclid=2-7xk3f9', { referer: 'https://t.co/Ab12Cd' });
  await expect.poll(async () => (await touches(page)).visit).toContain('"utm_campaign":"a"');
  expect((await touches(page)).first).toBeNull();
  await expect(consentBanner(page)).toBeVisible();

  await page.getByLabel('X (Twitter) username').fill(handle);
  await page.getByLabel('Email').fill(`${handle}@example.com`);
  await page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible({ timeout: SUBMIT_SETTLES_MS });
  await expect.poll(async () => (await leadRowsFor(request, handle)).length).toBe(1);
  expect((await leadRowsFor(request, handle))[0]).toMatchObject({
    utm_source: 'x',
    utm_campaign: 'a',
    twclid: '2-7xk3f9',
    referrer: 'https://t.co',
    first_utm_campaign: null,
    first_twclid: null,
    first_seen_at: null,
  });
  expect((await touches(page)).first).toBeNull();

  // Later in the same visit, on another page, the visitor accepts.
  await page.goto('/pricing');
  await Promise.all([
    page.waitForEvent('load'),
    consentBanner(page).getByRole('button', { name: 'Accept all' }).click(),
  ]);
  await expect.poll(async () => (await touches(page)).first).toContain('"twclid":"2-7xk3f9"');
});

test('under Global Privacy Control no first touch is kept, even with analytics allowed', async ({ context, page }) => {
  await presetConsent(context, { analytics: true, advertising: true });
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  await page.goto('/np1?utm_source=x&utm_campaign=a');
  await expect.poll(async () => (await touches(page)).visit).toContain('"utm_campaign":"a"');
  expect((await touches(page)).first).toBeNull();
});
