/**
 * Core Web Vitals from visitors (src/vitals/): with analytics allowed, a visit with a tap and a page hide stores
 * one `vitals` row per metric, sent in one request; without that consent the page downloads none of that code
 * and sends nothing. Rows are read from the local stack's database (`/_local/rows/vitals`).
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { presetConsent } from './consentHelpers.ts';
import { E2E } from './env.ts';
import { expect, test } from './fixtures.ts';
import { startApp } from './appStart.ts';
import { loadTimeWorkDone } from './pwaHelpers.ts';

const VITALS_ENDPOINT = `${E2E.backendUrl}/rest/v1/vitals`;
const CHUNK = /\/assets\/fieldVitals-[\w-]+\.js$/;

interface VitalsRow {
  page_view: string;
  route: string;
  metric: string;
  value: number;
  rating: string;
  target: string | null;
  script: string | null;
  navigation_type: string;
  sw_controlled: boolean;
  effective_type: string | null;
  build_id: string;
  context: string;
  created_at: string;
}

async function vitalsRows(request: APIRequestContext): Promise<VitalsRow[]> {
  const response = await request.get(`${E2E.backendUrl}/_local/rows/vitals`, {
    headers: { 'x-local-admin': E2E.adminToken },
  });
  if (!response.ok()) throw new Error(`GET /_local/rows/vitals: ${response.status()}`);
  return (await response.json()) as VitalsRow[];
}

const SENT_KEY = 'test:vitals-requests';

interface SentRequest {
  url: string;
  rows: VitalsRow[];
}

/**
 * Records, in the tab's sessionStorage, every request a page of the context makes to the vitals table, by fetch or
 * by beacon. Playwright's own request events miss a keepalive request sent while a page unloads (and routing it
 * would hold it up until the page is gone): the page's own record, read from the next page of the tab, does not.
 */
async function recordVitalsRequests(context: BrowserContext) {
  await context.addInitScript(
    ([endpoint, key]) => {
      const record = (url: string, body: unknown) => {
        if (!url.startsWith(endpoint)) return;
        const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
        seen.push({ url, rows: JSON.parse(String(body)) });
        sessionStorage.setItem(key, JSON.stringify(seen));
      };
      const fetch = window.fetch;
      window.fetch = (input, init) => {
        record(input instanceof Request ? input.url : String(input), init?.body);
        return fetch(input, init);
      };
      const beacon = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        record(String(url), data);
        return beacon(url, data);
      };
    },
    [VITALS_ENDPOINT, SENT_KEY] as const,
  );
}

async function sentRequests(page: Page): Promise<SentRequest[]> {
  return JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), SENT_KEY)) ?? '[]') as SentRequest[];
}

test('with analytics allowed: a visit with a tap, then leaving the page, stores one row per metric, sent once', async ({
  page,
  context,
  request,
}) => {
  await presetConsent(context, { analytics: true, advertising: false });
  await recordVitalsRequests(context);
  await page.goto('/l1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The chunk arrives once the page is idle after load; importing it again resolves once it has started observing.
  const chunkUrl = await page
    .waitForFunction(
      (pattern) =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .find((name) => new RegExp(pattern).test(name)),
      CHUNK.source,
    )
    .then((handle) => handle.jsonValue() as Promise<string>);
  await page.evaluate(async (url) => {
    await import(url);
    await new Promise((resolve) => setTimeout(resolve));
  }, chunkUrl);
  expect(await sentRequests(page), 'nothing is sent while the page is shown').toEqual([]);

  await page.getByRole('heading', { level: 1 }).tap();
  // The browser times a tap only once the frame after it is on screen: left sooner (as a busy machine can make a
  // test do), the page has no interaction to report yet.
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  // web-vitals reads a tap's timing in the page's next idle period: a page hidden between the browser's report and
  // that period reports its INP before reading it, and never after (the visitor who leaves mid-frame). The idle
  // callback asked for now runs after the one web-vitals asked for then.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  // The browser's own timings of this page view, from which web-vitals computes what the page reports.
  const measured = await page.evaluate(async () => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const activation = (navigation as PerformanceNavigationTiming & { activationStart?: number }).activationStart ?? 0;
    const paints = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        resolve(list.getEntries());
      }).observe({ type: 'largest-contentful-paint', buffered: true }),
    );
    return {
      TTFB: navigation!.responseStart - activation,
      FCP: performance.getEntriesByName('first-contentful-paint')[0]!.startTime - activation,
      LCP: paints.at(-1)!.startTime - activation,
      firstInput: performance.getEntriesByType('first-input')[0]!.duration,
    };
  });
  // Leaving the page hides it: the batch goes out as the page unloads.
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  const sent = await sentRequests(page);
  expect(sent, 'one request for the page view').toHaveLength(1);
  const pageView = sent[0]!.rows[0]!.page_view;
  expect(sent[0]!.rows.map((row) => [row.page_view, row.metric]).sort()).toEqual(
    ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'].map((metric) => [pageView, metric]),
  );

  const rows = await expect
    .poll(async () => (await vitalsRows(request)).filter((row) => row.page_view === pageView), { timeout: 10_000 })
    .toHaveLength(5)
    .then(async () => (await vitalsRows(request)).filter((row) => row.page_view === pageView));
  // Each metric stored once for the page view.
  expect(rows.map((row) => row.metric).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  const byMetric = Object.fromEntries(rows.map((row) => [row.metric, row]));
  for (const row of rows) {
    expect(row).toMatchObject({
      route: '/l1',
      navigation_type: 'navigate',
      // A first visit: no service worker was there to answer the page.
      sw_controlled: false,
      build_id: 'dev',
      context: 'browser',
    });
    expect(['good', 'needs-improvement', 'poor']).toContain(row.rating);
    expect([null, 'slow-2g', '2g', '3g', '4g']).toContain(row.effective_type);
    expect(Number.isFinite(row.value), `${row.metric} is a number`).toBe(true);
  }
  // The values are this page view's own, as the browser timed it (within half a millisecond), however fast the
  // machine: the server's first byte, the first and the largest paint.
  expect(byMetric.TTFB!.value).toBeCloseTo(Math.max(measured.TTFB, 0), 0);
  expect(byMetric.FCP!.value).toBeGreaterThan(0);
  expect(byMetric.FCP!.value).toBeCloseTo(measured.FCP, 0);
  expect(byMetric.FCP!.value).toBeGreaterThanOrEqual(byMetric.TTFB!.value);
  expect(byMetric.LCP!.value).toBeCloseTo(measured.LCP, 0);
  expect(byMetric.LCP!.value).toBeGreaterThanOrEqual(byMetric.FCP!.value);
  // A score, not a time: between none and a page that moved all of itself.
  expect(byMetric.CLS!.value).toBeGreaterThanOrEqual(0);
  expect(byMetric.CLS!.value).toBeLessThan(1);
  // The tap is the page view's only interaction: its slowest event, at least the one the browser timed first.
  expect(byMetric.INP!.value).toBeGreaterThan(0);
  expect(byMetric.INP!.value).toBeGreaterThanOrEqual(measured.firstInput);
  // Attribution: the LCP element and the tapped heading, as selectors; no target for the paint and server timings.
  expect(byMetric.LCP!.target).toMatch(/\S/);
  expect(byMetric.INP!.target).toMatch(/h1/);
  expect(byMetric.FCP!.target).toBeNull();
  expect(byMetric.TTFB!.target).toBeNull();
});

test('without analytics consent: the vitals code is never downloaded and nothing is sent or stored', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  await presetConsent(context, { analytics: false, advertising: false });
  await recordVitalsRequests(context);
  const started = new Date();
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (CHUNK.test(new URL(sent.url()).pathname)) asked.push(sent.url());
  });
  await page.goto('/upgrade');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await startApp(page);
  // By now a consented page would have asked for the chunk: the consent store asks for it at the first idle after
  // load, before the entry starts the installable app at the same idle period or a later one.
  await loadTimeWorkDone(page);
  await page.getByRole('heading', { level: 1 }).tap();
  const resources = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(resources.filter((name) => CHUNK.test(name))).toEqual([]);
  expect(asked).toEqual([]);

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await startApp(page);
  expect(await sentRequests(page)).toEqual([]);
  const stored = (await vitalsRows(request)).filter(
    (row) => row.route === '/upgrade' && new Date(row.created_at) >= started,
  );
  expect(stored).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
