import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { presetConsent } from './consentHelpers.ts';
import { E2E } from './env.ts';
import { expect, test } from './fixtures.ts';
import { leadRowsFor, setFaults, slackMessagesFor, uniqueHandle } from './leadHelpers.ts';
import { INSTALL_TIMEOUT_MS, outboxCount, waitForControl } from './pwaHelpers.ts';
// @ts-expect-error: plain ESM server shared with `npm run serve`, no type declarations
import { createStaticServer } from '../../scripts/serve.mjs';
import { startApp } from './appStart.ts';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 180_000 });
test.beforeEach(async ({ context }) => presetConsent(context));

const SUBMIT = 'Unlock Your Trial + Book Strategy Call';

async function submitLead(page: Page, handle: string): Promise<void> {
  await page.getByLabel('X (Twitter) username').fill(handle);
  await page.getByLabel('Email').fill(`${handle}@example.com`);
}

test('a lead submitted offline, tab closed, is delivered by Background Sync when the network is back: one row', async ({
  context,
  page,
  request,
}) => {
  const handle = uniqueHandle('bgsync');
  await page.goto('/signup');
  await waitForControl(page);
  await submitLead(page, handle);
  await context.setOffline(true);
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  expect(await outboxCount(page)).toBe(1);
  // The outbox asked the worker for a Background Sync.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync: { getTags(): Promise<string[]> };
        };
        return registration.sync.getTags();
      }),
    )
    .toContain('rr-outbox');

  await page.close();
  await context.setOffline(false);
  await expect.poll(async () => (await leadRowsFor(request, handle)).length, { timeout: 30_000 }).toBe(1);
  const [row] = await leadRowsFor(request, handle);
  await expect.poll(async () => (await slackMessagesFor(request, [row!.id])).length, { timeout: 30_000 }).toBe(1);
  expect(await leadRowsFor(request, handle)).toHaveLength(1);
});

test('with the database answering 503, the worker tries a waiting lead once per sync, not in a loop', async ({
  context,
  page,
  request,
}) => {
  const handle = uniqueHandle('noloop');
  const sent = { byWorker: 0, byPage: 0 };
  context.on('request', (sentRequest) => {
    if (sentRequest.method() !== 'POST' || !sentRequest.url().includes('/rest/v1/leads')) return;
    if (sentRequest.serviceWorker()) sent.byWorker += 1;
    else sent.byPage += 1;
  });
  await page.goto('/signup');
  await waitForControl(page);
  await submitLead(page, handle);
  await setFaults(request, { rest: '503' });
  try {
    // The page's attempt is answered 503: the lead waits, and the outbox asks for a Background Sync, which
    // the browser fires at once (it is online). The worker's attempt is answered 503 too.
    await page.getByRole('button', { name: SUBMIT }).click();
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expect.poll(() => sent.byWorker).toBeGreaterThan(0);
    // The page tries again at its back-off (seconds later). By then a worker that re-registered its sync from
    // inside the sync event had sent the lead hundreds of times; now it waits for the browser's own retry.
    const byPage = sent.byPage;
    await expect.poll(() => sent.byPage, { timeout: 20_000 }).toBeGreaterThan(byPage);
    expect(sent.byWorker).toBeLessThanOrEqual(2);
  } finally {
    await setFaults(request, { rest: null });
  }
  await page.reload();
  await expect.poll(async () => (await leadRowsFor(request, handle)).length, { timeout: 30_000 }).toBe(1);
  await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0);
});

test.describe('updates', () => {
  // Our own server on a port of this slot, serving the slot's build, so the test can publish a second
  // worker: the same sw.js with a new revision for app-shell.html, as a deploy that changed a page would.
  const port = E2E.sitePort + 5;
  const origin = `http://127.0.0.1:${port}`;
  const NEW_REVISION = 'update-test-2';
  let nextWorker: string | null = null;
  let server: Server;

  test.beforeAll(async () => {
    const site = createStaticServer({ root: E2E.distDir }) as Server;
    server = createServer((req, res) => {
      if (nextWorker && req.url?.startsWith('/sw.js')) {
        res
          .writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' })
          .end(nextWorker);
      } else site.emit('request', req, res);
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  });

  test.afterAll(async ({ request }) => {
    await setFaults(request, { rest: null, delayMs: 0 });
    await new Promise((resolve) => server.close(resolve));
  });

  // Each test's browser installs the build's own worker first, then the test publishes the next one.
  test.beforeEach(() => {
    nextWorker = null;
  });

  /** Deploys a second worker (a new revision of app-shell.html) and waits until the browser has it installed and waiting. */
  async function publishNextWorker(page: Page, revision: string): Promise<void> {
    const current = readFileSync(join(E2E.distDir, 'sw.js'), 'utf8');
    nextWorker = current.replace(/("revision":)"[0-9a-f]+"(,"url":"app-shell\.html")/, `$1"${revision}"$2`);
    expect(nextWorker).not.toBe(current);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    await expect
      .poll(
        () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null),
        { timeout: INSTALL_TIMEOUT_MS },
      )
      .toBe('installed');
  }

  test('a new worker waits, takes over on the next navigation, and the pending lead is still delivered once', async ({
    page,
    request,
  }) => {
    const handle = uniqueHandle('update');
    await page.goto(`${origin}/signup`);
    await waitForControl(page);

    // A pending outbox item: the database answers 503, so the lead waits.
    await setFaults(request, { rest: '503' });
    await submitLead(page, handle);
    await page.getByRole('button', { name: SUBMIT }).click();
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    expect(await outboxCount(page)).toBe(1);

    // Deploy the second worker; the browser finds it on its next update check.
    await page.evaluate(() => {
      (window as Window & { notReloaded?: boolean }).notReloaded = true;
    });
    await publishNextWorker(page, NEW_REVISION);
    // It waits: the open page keeps its state and its old worker.
    expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);
    await expect(page.getByText('Step 2 of 2')).toBeVisible();

    // The next in-app navigation hands over and loads the new version.
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click(),
    ]);
    await expect(page).toHaveURL(`${origin}/privacy`);
    await expect(page.locator('h1')).toHaveText('Privacy Policy');
    expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBeUndefined();
    await waitForControl(page);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null))
      .toBeNull();
    const precached = await page.evaluate(async () => {
      const keys = await Promise.all(
        (await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
      );
      return keys.flat().filter((url) => url.includes('app-shell.html'));
    });
    expect(precached).toEqual([`${origin}/app-shell.html?__WB_REVISION__=${NEW_REVISION}`]);

    // The lead survived the update and goes out exactly once when the database is back.
    expect(await outboxCount(page)).toBe(1);
    await setFaults(request, { rest: null });
    await page.reload();
    await expect.poll(async () => (await leadRowsFor(request, handle)).length, { timeout: 30_000 }).toBe(1);
    await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0);
    expect(await leadRowsFor(request, handle)).toHaveLength(1);
  });

  test("the old worker's sync event delivering a queue over a slow backend does not hold up the new worker or the visitor's next page", async ({
    context,
    page,
    request,
  }) => {
    // Chromium lets a waiting worker that called skipWaiting take over only once the old one has no event in
    // progress, and holds the pages' fetches until then: a sync event that went on delivering (or waited for a
    // page's flush lock) for as long as the backend took left the next page loading all that time.
    const handles = ['hand1', 'hand2', 'hand3'].map((prefix) => uniqueHandle(prefix));
    const delivering = { started: false };
    context.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().includes('/rest/v1/leads')) delivering.started = true;
    });
    await page.goto(`${origin}/signup`);
    await waitForControl(page);
    await publishNextWorker(page, 'update-test-3');

    // Three leads wait, made offline.
    for (const [index, handle] of handles.entries()) {
      if (index > 0) {
        await page.reload();
        // The queued lead is the outbox's: its draft is gone, the form comes back empty.
        await startApp(page);
        await expect(page.getByLabel('X (Twitter) username')).toHaveValue('');
      }
      await submitLead(page, handle);
      await expect(page.getByLabel('X (Twitter) username')).toHaveValue(handle);
      await context.setOffline(true);
      await page.getByRole('button', { name: SUBMIT }).click();
      await expect(page.getByText('Step 2 of 2')).toBeVisible();
    }
    expect(await outboxCount(page)).toBe(3);
    delivering.started = false; // the offline attempts count for nothing

    // Back online with a backend that takes 6 s to answer each request: delivering the queue (an insert and a
    // notification per lead) takes over half a minute, in the page or in the old worker's sync event.
    await setFaults(request, { delayMs: 6_000 });
    try {
      await context.setOffline(false);
      await expect.poll(() => delivering.started).toBe(true);
      await page.evaluate(() => {
        (window as Window & { notReloaded?: boolean }).notReloaded = true;
      });
      // The visitor moves on: the next page shows at once, and the new worker takes over and reloads it soon
      // after, not once the queue is through.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page.locator('h1')).toHaveText('Privacy Policy', { timeout: 15_000 });
      const reloaded = () =>
        page
          .evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded ?? 'reloaded')
          .catch(() => 'reloading');
      await expect.poll(reloaded, { timeout: 15_000 }).toBe('reloaded');
      await expect(page.locator('h1')).toHaveText('Privacy Policy');
      await expect
        .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null))
        .toBeNull();

      // And every lead still arrives, once.
      for (const handle of handles)
        await expect.poll(async () => (await leadRowsFor(request, handle)).length, { timeout: 90_000 }).toBe(1);
    } finally {
      await setFaults(request, { delayMs: 0 });
    }
    await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0);
    for (const handle of handles) expect(await leadRowsFor(request, handle)).toHaveLength(1);
  });
});
