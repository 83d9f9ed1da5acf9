/**
 * No lead dropped in silence. A backend mid-deploy may answer a lead's insert 404 (a gateway) or PGRST205 (a
 * schema cache not yet reloaded) for a while: the lead waits on the device at its back-off, which page loads and
 * `online` events do not cut short, and lands once the deploy is done. A lead the server refuses for good once it
 * has waited (no form left to say so) becomes a dead letter reported to the team, not a silent delete.
 */
import type { Page } from '@playwright/test';
import * as leadToasts from '../../src/content/leadToasts.ts';
import { FLUSH_LOCK } from '../../src/lib/outbox/lock.ts';
import { startApp } from './appStart.ts';
import { presetConsent } from './consentHelpers.ts';
import { E2E } from './env.ts';
import { expect, test } from './fixtures.ts';
import { LEADS_REST, leadRowsFor, ownClientAddress, uniqueHandle } from './leadHelpers.ts';
import { outboxCount } from './pwaHelpers.ts';

test.beforeEach(async ({ context, page }) => {
  await presetConsent(context);
  await ownClientAddress(page);
});

/** The page's outbox flusher has run since the page loaded, and no flush is running or waiting. */
async function flushesSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async (flushLock) => {
        // A turn of the event loop: a flush just triggered has asked for its lock by then.
        await new Promise((resolve) => setTimeout(resolve));
        const { held = [], pending = [] } = await navigator.locks.query();
        const names = [...held, ...pending].map((lock) => lock.name ?? '');
        // The page takes its owner lock in its first flush, and holds it for its life.
        return names.some((name) => name.startsWith('rr-outbox-owner:')) && !names.includes(flushLock);
      }, FLUSH_LOCK),
    )
    .toBe(true);
}

/** The ids of the items in the outbox's IndexedDB store. */
function keptIds(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('rr-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('items').objectStore('items').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

test('a lead answered 404 mid-deploy is kept through page loads and `online` events, and lands once the deploy is done', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  let deploying = true;
  const inserts: number[] = [];
  await page.route(LEADS_REST, (route) => {
    if (!deploying || route.request().method() !== 'POST') return route.fallback();
    inserts.push(Date.now());
    return route.fulfill({
      status: 404,
      headers: { 'access-control-allow-origin': '*' },
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'PGRST205',
        message: "Could not find the table 'public.leads' in the schema cache",
      }),
    });
  });
  const handle = uniqueHandle('deploy');
  await page.goto('/signup');
  await page.getByLabel('X (Twitter) username').fill(handle);
  await page.getByLabel('Email').fill(`${handle}@example.com`);
  await page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect.poll(() => inserts.length).toBeGreaterThan(0);

  // More page loads, each with an `online` event, than the old outbox's five tries.
  for (let load = 0; load < 8; load += 1) {
    await page.reload();
    await startApp(page);
    await flushesSettled(page);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await flushesSettled(page);
    expect(await outboxCount(page)).toBe(1);
  }
  await expect(page.getByText(leadToasts.rejected)).toHaveCount(0);
  expect(await leadRowsFor(request, handle)).toEqual([]);

  deploying = false;
  // The page's own back-off timer sends it once the backend answers again.
  await expect.poll(async () => (await leadRowsFor(request, handle)).length, { timeout: 90_000 }).toBe(1);
  await expect.poll(() => outboxCount(page)).toBe(0);
});

test('a lead refused for good once it has waited is reported as a dead letter, then leaves the device', async ({
  context,
  page,
  request,
}) => {
  const handle = uniqueHandle('refused');
  await page.goto('/signup');
  await startApp(page);
  await context.setOffline(true);
  await page.getByLabel('X (Twitter) username').fill(handle);
  await page.getByLabel('Email').fill(`${handle}@example.com`);
  await page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect.poll(() => keptIds(page)).toHaveLength(1);
  const [id] = await keptIds(page);

  // Back online, the backend refuses the lead for good (a rule it breaks, as after a change of the rules).
  await page.route(LEADS_REST, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          headers: { 'access-control-allow-origin': '*' },
          contentType: 'application/json',
          body: JSON.stringify({ code: '23514', message: 'new row violates check constraint "leads_email_format"' }),
        })
      : route.fallback(),
  );
  // The report goes to the real backend; its request and answer are only watched.
  const reports: { body: unknown; status: number }[] = [];
  await page.route(`${E2E.backendUrl}/rest/v1/outbox_failures`, async (route) => {
    const response = await route.fetch();
    reports.push({ body: route.request().postDataJSON(), status: response.status() });
    await route.fulfill({ response });
  });
  await context.setOffline(false);
  await expect(page.getByText(leadToasts.rejected)).toBeVisible();
  await expect
    .poll(() => reports)
    .toEqual([{ body: { id, kind: 'lead', last_status: 400, attempts: 2 }, status: 201 }]);
  // Reported: what the visitor typed is no longer kept on the device.
  await expect.poll(() => outboxCount(page)).toBe(0);
  expect(await leadRowsFor(request, handle)).toEqual([]);
});
