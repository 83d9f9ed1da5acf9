import type { CDPSession, Page } from '@playwright/test';
import { startApp } from './appStart.ts';
import { presetConsent } from './consentHelpers.ts';
import { expect, test } from './fixtures.ts';
import { leadRowsFor, ownClientAddress, SUBMIT_SETTLES_MS, uniqueHandle } from './leadHelpers.ts';

/**
 * Interaction latency as INP measures it: for each interaction, the Event Timing API's duration (from the
 * input event to the next paint after its handlers ran), on the Pixel 7 with the CPU slowed 4x like
 * Lighthouse's mobile preset. Budget: 200 ms, Google's "good" INP threshold.
 */
const BUDGET_MS = 200;
const CPU_SLOWDOWN = 4;
/**
 * The first tap on a page whose app has not started pays for starting it: React's and the page's code run and the
 * page hydrates before the tap is answered (docs/architecture.md#the-app-on-demand). Held to 300 ms, inside the band
 * INP calls "needs improvement" (200–500 ms); a visitor's first touch is usually a scroll, which starts the app before
 * any tap.
 */
const FIRST_TAP_BUDGET_MS = 300;

declare global {
  interface Window {
    __interactions?: { type: string; id: number; duration: number }[];
    __interactionObserver?: PerformanceObserver;
  }
}

/** Records every event with an interaction id (clicks, taps, key presses) from the page's first moment. */
async function recordInteractions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__interactions = [];
    const keep = (entries: PerformanceEntryList) => {
      for (const entry of entries as PerformanceEventTiming[]) {
        if (entry.interactionId)
          window.__interactions!.push({ type: entry.name, id: entry.interactionId, duration: entry.duration });
      }
    };
    window.__interactionObserver = new PerformanceObserver((list) => keep(list.getEntries()));
    window.__interactionObserver.observe({
      type: 'event',
      durationThreshold: 16,
      buffered: true,
    } as PerformanceObserverInit);
  });
}

/**
 * The slowest interaction since `since` interactions were recorded, once the outcome is on screen. An entry is
 * reported after the paint that ends it, so wait for two more frames and take the observer's pending records.
 * The API reports only events of 16 ms or more: no entry means the interaction was faster than that (0).
 */
async function worstSince(page: Page, since: number): Promise<number> {
  const entries = await page.evaluate(async (from) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const entry of window.__interactionObserver!.takeRecords() as PerformanceEventTiming[]) {
      if (entry.interactionId)
        window.__interactions!.push({ type: entry.name, id: entry.interactionId, duration: entry.duration });
    }
    return window.__interactions!.slice(from);
  }, since);
  return Math.max(0, ...entries.map((entry) => entry.duration));
}

const recorded = (page: Page) => page.evaluate(() => window.__interactions!.length);

async function slowDownCpu(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

test.beforeEach(async ({ context, page }) => {
  await presetConsent(context);
  await ownClientAddress(page);
  await recordInteractions(page);
});

test(`opening the lead dialog, typing and submitting each answer within ${BUDGET_MS} ms at ${CPU_SLOWDOWN}x CPU`, async ({
  page,
  request,
}) => {
  const handle = `@${uniqueHandle('inp')}`;
  await page.goto('/vsl3');
  // Measured once the app has started: the first tap on a page whose app has not is measured below.
  await startApp(page);
  // The page opens its demo popup on load; closing it is a tap too, but not one of the three measured.
  const demo = page.getByRole('dialog', { name: 'ReplyRocket product demo' });
  await demo.getByRole('button', { name: 'Close demo video' }).click();
  await expect(demo).toBeHidden();
  await slowDownCpu(page);

  let since = await recorded(page);
  await page.getByRole('button', { name: 'Get Started with ReplyRocket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Try ReplyRocket Now' });
  await expect(dialog).toBeVisible();
  const open = await worstSince(page, since);

  since = await recorded(page);
  await dialog.getByLabel('X (Twitter) username').pressSequentially(handle);
  await expect(dialog.getByLabel('X (Twitter) username')).toHaveValue(handle);
  const typing = await worstSince(page, since);

  since = await recorded(page);
  await dialog.getByRole('button', { name: 'Get Free Access' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible({ timeout: SUBMIT_SETTLES_MS });
  const submit = await worstSince(page, since);
  await expect.poll(async () => (await leadRowsFor(request, handle)).length).toBe(1);

  const figures = { open: Math.round(open), typing: Math.round(typing), submit: Math.round(submit) };
  test.info().annotations.push({ type: 'interaction latency (ms, 4x CPU)', description: JSON.stringify(figures) });
  const shown = (ms: number) => (ms === 0 ? '<16' : String(ms));
  console.log(
    `[interaction latency at ${CPU_SLOWDOWN}x CPU] open dialog ${shown(figures.open)} ms, typing (worst key) ${shown(figures.typing)} ms, submit ${shown(figures.submit)} ms`,
  );
  expect(figures.open, 'opening the dialog').toBeLessThanOrEqual(BUDGET_MS);
  expect(figures.typing, 'typing in the handle field').toBeLessThanOrEqual(BUDGET_MS);
  expect(figures.submit, 'submitting').toBeLessThanOrEqual(BUDGET_MS);
});

/**
 * From the visitor's first tap to the frame that shows what it asked for. The Event Timing API cannot tell on a page
 * whose app has not started: the bootstrap holds the tap (src/forms/handover/earlyInput.ts), the tap starts the app
 * (src/app/whenAppNeeded.ts), and the app replays it once the page is React's.
 */
async function timeFirstTapUntil(page: Page, shown: string, tap: () => Promise<void>): Promise<number> {
  await page.evaluate((selector) => {
    const record = window as Window & { __tapToShown?: Promise<number> };
    record.__tapToShown = new Promise((resolve) => {
      let tappedAt: number | undefined;
      document.addEventListener('pointerdown', (event) => (tappedAt ??= event.timeStamp), { capture: true });
      const observer = new MutationObserver(() => {
        if (tappedAt === undefined || !document.querySelector(selector)) return;
        observer.disconnect();
        const from = tappedAt;
        requestAnimationFrame(() => resolve(performance.now() - from));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  }, shown);
  await tap();
  return page.evaluate(() => (window as Window & { __tapToShown?: Promise<number> }).__tapToShown!);
}

test(`on a page whose app has not started, the first tap answers within ${FIRST_TAP_BUDGET_MS} ms and the typing while it starts within ${BUDGET_MS} ms, at ${CPU_SLOWDOWN}x CPU`, async ({
  page,
}) => {
  // A visitor who reads before touching: what the page downloads at load has arrived, and nothing has started the app.
  await page.goto('/privacy');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await slowDownCpu(page);
  const menu = await timeFirstTapUntil(page, '[role="dialog"]', () =>
    page.getByRole('button', { name: 'Open menu' }).tap(),
  );
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();

  await page.goto('/signup');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  const since = await recorded(page);
  const handle = `@${uniqueHandle('inp_start')}`;
  const field = page.getByLabel('X (Twitter) username');
  await field.tap();
  await field.pressSequentially(handle);
  await expect(field).toHaveValue(handle);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const typing = await worstSince(page, since);

  const figures = { menu: Math.round(menu), typing: Math.round(typing) };
  test.info().annotations.push({
    type: 'interaction latency before the app has started (ms, 4x CPU)',
    description: JSON.stringify(figures),
  });
  console.log(
    `[interaction latency at ${CPU_SLOWDOWN}x CPU, app not started] first tap to the open menu ${figures.menu} ms, typing (worst key) ${figures.typing === 0 ? '<16' : figures.typing} ms`,
  );
  expect(figures.menu, 'the first tap, to the open menu').toBeLessThanOrEqual(FIRST_TAP_BUDGET_MS);
  expect(figures.typing, 'typing while the app starts').toBeLessThanOrEqual(BUDGET_MS);
});
