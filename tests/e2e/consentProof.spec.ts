import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { GPC_ADVERTISING_NOTE } from '../../src/content/legal/consent.ts';
import { consentBanner, presetConsent, readStoredConsent } from './consentHelpers.ts';
import { E2E } from './env.ts';
import { expect, test } from './fixtures.ts';
import { startApp } from './appStart.ts';

/**
 * Global Privacy Control and the proof of each cookie choice, on the phones and the desktop.
 *
 * GPC is switched on the way a browser that sends it exposes it (`navigator.globalPrivacyControl === true`).
 * Each choice's consent event is read from the local stack's database (`/_local/rows/consent_events`), by the
 * id the page stored with its record. Tag requests are checked as in consent.spec.ts: with the test IDs
 * `npm test` builds with, each configured tag must be requested exactly when its category may load.
 */
const TAG_IDS = { googleAnalytics: process.env.VITE_GA_ID ?? '', metaPixel: process.env.VITE_META_PIXEL_ID ?? '' };
const GA_URL = `https://www.googletagmanager.com/gtag/js?id=${TAG_IDS.googleAnalytics}`;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const THIRD_PARTY = /^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])[a-z][\w+.-]*:\/\//;

interface StoredRecord {
  version: number;
  timestamp: string;
  essential: boolean;
  analytics: boolean;
  advertising: boolean;
  id: string;
}

interface ConsentEventRow {
  id: string;
  record_version: number;
  analytics: boolean;
  advertising: boolean;
  gpc: boolean;
  privacy_policy_date: string;
  cookie_policy_date: string;
  chosen_at: string;
  method: string;
  created_at: string;
}

async function consentEventRows(request: APIRequestContext): Promise<ConsentEventRow[]> {
  const response = await request.get(`${E2E.backendUrl}/_local/rows/consent_events`, {
    headers: { 'x-local-admin': E2E.adminToken },
  });
  if (!response.ok()) throw new Error(`GET /_local/rows/consent_events: ${response.status()}`);
  return (await response.json()) as ConsentEventRow[];
}

/** The row of the consent event with this id, once the outbox has delivered it (the page that chose, or the next). */
async function eventRow(request: APIRequestContext, id: string): Promise<ConsentEventRow> {
  let found: ConsentEventRow | undefined;
  await expect
    .poll(
      async () => {
        found = (await consentEventRows(request)).find((row) => row.id === id);
        return found !== undefined;
      },
      { message: `consent event ${id} in the database`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The row a choice must have made: its record's id, choices and time, the signal, the policies' dates, the method. */
function expectEvent(row: ConsentEventRow, record: StoredRecord, gpc: boolean, method: string) {
  expect(row).toEqual({
    id: record.id,
    record_version: 1,
    analytics: record.analytics,
    advertising: record.advertising,
    gpc,
    privacy_policy_date: '2026-11-29',
    cookie_policy_date: '2026-11-29',
    chosen_at: expect.any(String),
    method,
    created_at: expect.any(String),
  });
  expect(Date.parse(row.chosen_at)).toBe(Date.parse(record.timestamp));
}

async function storedRecord(page: Page): Promise<StoredRecord> {
  const stored = (await readStoredConsent(page)) as StoredRecord;
  expect(stored).toEqual({
    version: 1,
    timestamp: expect.any(String),
    essential: true,
    analytics: expect.any(Boolean),
    advertising: expect.any(Boolean),
    id: expect.stringMatching(UUID_V4),
  });
  return stored;
}

/** The browser sends Global Privacy Control, on every page of the context. */
async function turnOnGpc(context: BrowserContext) {
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
}

/** Records (and answers with an empty 204) every request that would leave this machine. */
async function recordThirdParty(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(THIRD_PARTY, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 204 });
  });
  return requests;
}

/** Once the page's tag loader (a first-party chunk) has run, whatever it was going to request has been requested. */
async function settleTagLoader(page: Page) {
  const loaderUrl = await page
    .waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((name) => /\/assets\/tagLoader-[\w-]+\.js$/.test(name)),
    )
    .then((handle) => handle.jsonValue() as Promise<string>);
  await page.evaluate(async (url) => {
    await import(url);
    await new Promise((resolve) => setTimeout(resolve));
  }, loaderUrl);
}

function countLoads(page: Page): { count: number } {
  const loads = { count: 0 };
  page.on('load', () => {
    loads.count += 1;
  });
  return loads;
}

async function openPreferences(page: Page) {
  await startApp(page);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await page.route(THIRD_PARTY, (route) => route.fulfill({ status: 204 }));
});

test.describe('Global Privacy Control', () => {
  test('the banner locks Advertising off and says why; Accept all stores analytics only and starts no advertising tag', async ({
    page,
    context,
    request,
    consoleErrors,
  }) => {
    await turnOnGpc(context);
    const thirdParty = await recordThirdParty(page);
    await page.goto('/privacy');
    const banner = consentBanner(page);
    const advertising = banner.getByRole('switch', { name: 'Advertising' });
    await expect(advertising).not.toBeChecked();
    await expect(advertising).toBeDisabled();
    await expect(advertising).toHaveAccessibleDescription(GPC_ADVERTISING_NOTE);
    await expect(banner.getByText(GPC_ADVERTISING_NOTE)).toBeVisible();
    await expect(banner.getByRole('switch', { name: 'Analytics' })).toBeEnabled();
    // A tap on its label does not switch it on either (forced: Playwright would wait for the label's control to be enabled).
    await banner.getByText('Advertising', { exact: true }).click({ force: true });
    await expect(advertising).not.toBeChecked();

    const loads = countLoads(page);
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => loads.count).toBe(1);
    await page.waitForLoadState('load');
    const record = await storedRecord(page);
    expect(record).toMatchObject({ analytics: true, advertising: false });
    await expect(consentBanner(page)).toHaveCount(0);
    // Stored before the reload, delivered from the page after it.
    expectEvent(await eventRow(request, record.id), record, true, 'accept-all');

    await settleTagLoader(page);
    await expect.poll(() => [...thirdParty].sort()).toEqual(TAG_IDS.googleAnalytics ? [GA_URL] : []);
    // The check runs in the browser only: the prerendered page hydrates without a mismatch.
    expect(consoleErrors).toEqual([]);
  });

  test('a record that allowed advertising before the signal starts no advertising tag, the dialog shows it locked off, and each Save is a new event', async ({
    page,
    context,
    request,
  }) => {
    // Stored before this change too: no id.
    await presetConsent(context, { analytics: true, advertising: true });
    await turnOnGpc(context);
    const thirdParty = await recordThirdParty(page);
    await page.goto('/terms');
    await settleTagLoader(page);
    await expect.poll(() => [...thirdParty].sort()).toEqual(TAG_IDS.googleAnalytics ? [GA_URL] : []);

    const dialog = await openPreferences(page);
    const advertising = dialog.getByRole('switch', { name: 'Advertising' });
    await expect(advertising).not.toBeChecked();
    await expect(advertising).toBeDisabled();
    await expect(dialog).toContainText(
      `Help us measure our advertising, for example through Meta Pixel. ${GPC_ADVERTISING_NOTE}`,
    );
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeEnabled();

    // Save with analytics on: a reload, after which the event is in the database.
    const loads = countLoads(page);
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect.poll(() => loads.count).toBe(1);
    await page.waitForLoadState('load');
    const first = await storedRecord(page);
    expect(first).toMatchObject({ analytics: true, advertising: false });
    expectEvent(await eventRow(request, first.id), first, true, 'dialog-save');

    // A second choice: analytics off, no reload; a second row, under the record's new id.
    const again = await openPreferences(page);
    await expect(again.getByRole('switch', { name: 'Advertising' })).toBeDisabled();
    await again.getByRole('switch', { name: 'Analytics' }).click();
    await again.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(again).toBeHidden();
    const second = await storedRecord(page);
    expect(second).toMatchObject({ analytics: false, advertising: false });
    expect(second.id).not.toBe(first.id);
    expectEvent(await eventRow(request, second.id), second, true, 'dialog-save');
    expect(loads.count).toBe(1);
    expect((await consentEventRows(request)).filter((row) => row.id === first.id || row.id === second.id)).toHaveLength(
      2,
    );
  });

  test('/notsell says the signal is honoured as an opt-out of sale and sharing', async ({ page }) => {
    await presetConsent(page.context());
    await page.goto('/notsell');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Global Privacy Control' })).toBeVisible();
    await expect(main).toContainText(
      'We treat a GPC signal as a valid request to opt out of sale and sharing for the browser that sends it.',
    );
    await expect(main).toContainText(
      'While the signal is on, the Advertising switch in our cookie banner and cookie preferences stays off and cannot be turned on, and Accept all allows analytics only.',
    );
  });
});

test.describe('proof of consent without the signal', () => {
  test('Reject all, then the dialog: one event per choice, each under the id stored with the record', async ({
    page,
    request,
  }) => {
    await page.goto('/privacy');
    const banner = consentBanner(page);
    await expect(banner.getByRole('switch', { name: 'Advertising' })).toBeEnabled();
    await expect(banner.getByText(GPC_ADVERTISING_NOTE)).toHaveCount(0);
    await banner.getByRole('button', { name: 'Reject all' }).click();
    await expect(banner).toHaveCount(0);
    const rejected = await storedRecord(page);
    expect(rejected).toMatchObject({ analytics: false, advertising: false });
    // No reload: the page that chose delivers it.
    expectEvent(await eventRow(request, rejected.id), rejected, false, 'reject-all');

    const dialog = await openPreferences(page);
    await expect(dialog.getByText(GPC_ADVERTISING_NOTE)).toHaveCount(0);
    await dialog.getByRole('switch', { name: 'Advertising' }).click();
    const loads = countLoads(page);
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect.poll(() => loads.count).toBe(1);
    await page.waitForLoadState('load');
    const allowed = await storedRecord(page);
    expect(allowed).toMatchObject({ analytics: false, advertising: true });
    expect(allowed.id).not.toBe(rejected.id);
    expectEvent(await eventRow(request, allowed.id), allowed, false, 'dialog-save');
  });

  test("the banner's Save Preferences and Accept all are recorded as such", async ({ page, request }) => {
    await page.goto('/terms');
    const banner = consentBanner(page);
    await banner.getByRole('switch', { name: 'Analytics' }).click();
    const loads = countLoads(page);
    await banner.getByRole('button', { name: 'Save Preferences' }).click();
    await expect.poll(() => loads.count).toBe(1);
    await page.waitForLoadState('load');
    const saved = await storedRecord(page);
    expect(saved).toMatchObject({ analytics: true, advertising: false });
    expectEvent(await eventRow(request, saved.id), saved, false, 'banner-save');

    // The browser's data cleared: the banner asks again, and Accept all allows both.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await consentBanner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => loads.count).toBe(3);
    await page.waitForLoadState('load');
    const accepted = await storedRecord(page);
    expect(accepted).toMatchObject({ analytics: true, advertising: true });
    expectEvent(await eventRow(request, accepted.id), accepted, false, 'accept-all');
  });
});
