/**
 * The promise every lead form makes from the moment it is painted: a submission is kept whatever has loaded,
 * and delivered exactly once when the network is back. Each test opens the page as a first-time visitor in an
 * in-app browser would (no service worker: the config blocks it), lets it load by itself (nothing touched,
 * no waiting for the network to go quiet), and only then takes the network away: the forms' on-demand code is
 * then out of reach, as it is for a visitor whose signal drops after the page appears.
 */
import type { BrowserContext, Page } from '@playwright/test';
import * as leadToasts from '../../src/content/leadToasts.ts';
import { presetConsent } from './consentHelpers.ts';
import { expect, test } from './fixtures.ts';
import { startApp } from './appStart.ts';
import { pauseClock } from './homeHelpers.ts';
import { leadRowsFor, ownClientAddress, slackMessagesFor, uniqueHandle } from './leadHelpers.ts';
import { loadTimeWorkDone, outboxCount } from './pwaHelpers.ts';

const DELIVERY_MS = 30_000;

interface Form {
  name: string;
  path: string;
  /** Fills the form with a lead for `handle` and submits it. */
  submit: (page: Page, handle: string) => Promise<void>;
  /** What the row holds for it. */
  row: (handle: string) => Record<string, unknown>;
}

async function fillAndSubmit(page: Page, handle: string, button: string, telegram: boolean): Promise<void> {
  await page.getByLabel('X (Twitter) username').fill(handle);
  if (telegram) await page.getByLabel('Telegram handle').fill(`@tg_${handle}`);
  await page.getByLabel('Email').fill(`${handle}@example.com`);
  await page.getByRole('button', { name: button }).click();
}

const FORMS: Form[] = [
  {
    name: '/signup',
    path: '/signup',
    submit: (page, handle) => fillAndSubmit(page, handle, 'Unlock Your Trial + Book Strategy Call', true),
    row: (handle) => ({
      project: handle,
      telegram: `@tg_${handle}`,
      email: `${handle}@example.com`,
      role: null,
      page_path: '/signup',
    }),
  },
  {
    name: '/l1',
    path: '/l1',
    submit: (page, handle) => fillAndSubmit(page, handle, 'Start My Free Trial', false),
    row: (handle) => ({
      project: handle,
      telegram: null,
      email: `${handle}@example.com`,
      role: null,
      page_path: '/l1',
    }),
  },
  {
    name: '/embed',
    path: '/embed',
    submit: (page, handle) => fillAndSubmit(page, handle, 'Start Free Trial', true),
    row: (handle) => ({
      project: handle,
      telegram: `@tg_${handle}`,
      email: `${handle}@example.com`,
      role: null,
      page_path: '/embed',
    }),
  },
];

test.beforeEach(async ({ context, page }) => {
  await presetConsent(context);
  await ownClientAddress(page);
});

/** Opens `path` and lets it load by itself, then cuts the network: no touch, no wait for the network to settle. */
async function openThenGoOffline(page: Page, context: BrowserContext, path: string): Promise<void> {
  await page.goto(path);
  await context.setOffline(true);
}

async function expectDeliveredOnce(page: Page, handle: string, row: Record<string, unknown>): Promise<void> {
  const request = page.request;
  await expect.poll(async () => (await leadRowsFor(request, handle)).length, { timeout: DELIVERY_MS }).toBe(1);
  const [stored] = await leadRowsFor(request, handle);
  expect(stored).toMatchObject(row);
  await expect
    .poll(async () => (await slackMessagesFor(request, [stored!.id])).length, { timeout: DELIVERY_MS })
    .toBe(1);
}

for (const form of FORMS) {
  test.describe(`${form.name}, network gone after the page loaded`, () => {
    test('the submission is kept at once and delivered once when the network is back', async ({ page, context }) => {
      const handle = uniqueHandle('firstpaint');
      await openThenGoOffline(page, context, form.path);
      await form.submit(page, handle);
      await expect(page.getByText(leadToasts.offline).first()).toBeVisible();

      await context.setOffline(false);
      await expectDeliveredOnce(page, handle, form.row(handle));
      await expect(page.getByText(leadToasts.sentLater)).toBeVisible({ timeout: DELIVERY_MS });

      // Pressing submit again afterwards (the form may be back, or on to its next step) stores nothing twice. The
      // trial form moves on once the app has loaded and the next page can: a press as it goes finds no button, which
      // is fine; a button still there that cannot be pressed is not.
      const again = page.getByRole('button', { name: /Unlock Your Trial|Start My Free Trial|Start Free Trial/ });
      if (await again.isVisible())
        await again.click({ timeout: 5_000 }).catch(async (error: unknown) => {
          if (await again.isVisible()) throw error;
        });
      await expect.poll(async () => (await leadRowsFor(page.request, handle)).length).toBe(1);
    });

    test('kept through a reload while offline, delivered once by the next page opened', async ({ page, context }) => {
      const handle = uniqueHandle('firstpaint_reload');
      await openThenGoOffline(page, context, form.path);
      await form.submit(page, handle);
      await expect(page.getByText(leadToasts.offline).first()).toBeVisible();

      // Offline with no service worker the reload fails: the browser shows its own error page.
      await page.reload().catch(() => undefined);
      await context.setOffline(false);
      // Where the offline reload left the old page in place, it reloads itself once the site answers: a navigation
      // of its own that can cut this one short, which is then made again.
      await page.goto('/').catch(async (error: unknown) => {
        if (!String(error).includes('interrupted by another navigation')) throw error;
        await page.goto('/');
      });
      await expectDeliveredOnce(page, handle, form.row(handle));
    });
  });
}

test('a submit its rules refuse says why, offline, and keeps nothing; what was typed is still there once the app is', async ({
  page,
  context,
}) => {
  await openThenGoOffline(page, context, '/signup');
  const handle = uniqueHandle('firstpaint_invalid');
  const email = page.getByLabel('Email');
  const submit = page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' });
  await page.getByLabel('X (Twitter) username').fill(handle);
  await email.fill('not-an-email');
  await submit.click();
  // Under the input, tied to it, before the page is React's as after.
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  expect(await outboxCount(page)).toBe(0);

  // Back online the app arrives on the visitor's next input (the page reloads itself first if its files had failed to
  // download mid-way).
  await context.setOffline(false);
  await startApp(page, { timeout: 20_000 });
  await expect(email).toHaveValue('not-an-email');
  await submit.click();
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  expect(await outboxCount(page)).toBe(0);
});

test.describe("the 'Try ReplyRocket Now' dialog, network gone before it was ever opened", () => {
  test('opens, keeps the lead, and delivers it once when the network is back', async ({ page, context }) => {
    const handle = uniqueHandle('firstpaint_dialog');
    await page.goto('/vsl1');
    // The dialog is the app's: the network goes once the visitor has started it and the page is React's, with
    // nothing of the dialog or its form downloaded (they come with the page's own code).
    await startApp(page);
    await context.setOffline(true);
    const demo = page.getByRole('dialog', { name: 'ReplyRocket product demo' });
    await demo.getByRole('button', { name: 'Close demo video' }).click();
    await expect(demo).toBeHidden();

    await page.getByRole('button', { name: 'Get Started with ReplyRocket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Try ReplyRocket Now' });
    await expect(dialog.getByLabel('X (Twitter) username')).toBeFocused();
    await dialog.getByLabel('X (Twitter) username').fill(handle);
    await dialog.getByRole('button', { name: 'Get Free Access' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(thanks.getByText(leadToasts.offline)).toBeVisible();

    await context.setOffline(false);
    await expectDeliveredOnce(page, `@${handle}`, {
      project: `@${handle}`,
      telegram: null,
      email: null,
      role: 'Other',
      page_path: '/vsl1',
    });
    await expect(page.getByText(leadToasts.sentLater)).toBeVisible({ timeout: DELIVERY_MS });
  });
});

/**
 * The page's own code (its entry and everything after it) never arrives: the files fail to download, as on a
 * network that drops between the HTML and the scripts. The bootstrap inlined in the page keeps the lead by itself.
 */
test.describe("the page's code never arrives", () => {
  const CODE = '**/assets/*.js';

  test('the lead is kept and answered at once, and delivered once when the code can come, by this page and the next at the same time', async ({
    page,
    context,
  }) => {
    await page.route(CODE, (route) => route.abort('internetdisconnected'));
    const handle = uniqueHandle('nocode');
    await page.goto('/signup');
    await fillAndSubmit(page, handle, 'Unlock Your Trial + Book Strategy Call', true);
    await expect(page.getByText(leadToasts.success)).toBeVisible();
    await expect(page.getByText(leadToasts.unreachable)).toBeVisible();
    // Emptied once kept: a second press keeps nothing more.
    await expect(page.getByLabel('X (Twitter) username')).toHaveValue('');
    expect(await leadRowsFor(page.request, handle)).toEqual([]);

    // The code can come again: another page of the site opens, and this one reloads itself once the site answers
    // (or has already tried, with the code still missing). Each hands the kept lead to the outbox; it is stored and
    // announced once.
    await page.unroute(CODE);
    const next = await context.newPage();
    await next.goto('/');
    await expectDeliveredOnce(page, handle, {
      project: handle,
      telegram: `@tg_${handle}`,
      email: `${handle}@example.com`,
      page_path: '/signup',
    });
    await next.close();
  });

  test('a lead kept after the code failed keeps its message on screen for its full 4 s before the page reloads itself, and is delivered once', async ({
    page,
    context,
  }) => {
    // When the notice went up and when it went (taken down, or the page gone), by the page's own clock: kept in
    // session storage, which the reload keeps.
    await page.addInitScript(() => {
      const note = (key: string) => sessionStorage.getItem(key) ?? sessionStorage.setItem(key, String(Date.now()));
      addEventListener('pagehide', () => sessionStorage.getItem('shown') && note('gone'));
      new MutationObserver(() => {
        const up = !!document.querySelector('#rr-notice > *');
        if (up) note('shown');
        else if (sessionStorage.getItem('shown')) note('gone');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.route(CODE, (route) => route.abort('internetdisconnected'));
    // The page's clock stands still once the code has failed: the submit then comes when the page has waited 4 s,
    // and the reload the failure scheduled (once the site answers) is due while its message is up.
    await page.clock.install();
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/assets/'));
    await page.goto('/signup');
    await failed;
    await pauseClock(page);
    await page.clock.runFor(3000);
    const handle = uniqueHandle('nocode_late');
    await fillAndSubmit(page, handle, 'Unlock Your Trial + Book Strategy Call', true);
    await expect(page.getByText(leadToasts.success)).toBeVisible();
    await page.clock.resume();

    // Read while the page may be reloading: a read that meets the navigation is tried again.
    const onScreenFor = () =>
      page
        .evaluate(() => Number(sessionStorage.getItem('gone') ?? Number.NaN) - Number(sessionStorage.getItem('shown')))
        .catch(() => Number.NaN);
    let measured = Number.NaN;
    await expect.poll(async () => (measured = await onScreenFor()), { timeout: 30_000 }).not.toBeNaN();
    expect(measured).toBeGreaterThanOrEqual(4000);

    const next = await context.newPage();
    await next.goto('/');
    await expectDeliveredOnce(page, handle, { project: handle, page_path: '/signup' });
    await next.close();
  });

  test('a submit its rules refuse says why, and keeps nothing; what was typed is there once the code is', async ({
    page,
  }) => {
    await page.route(CODE, (route) => route.abort('internetdisconnected'));
    const handle = uniqueHandle('nocode_invalid');
    const email = page.getByLabel('Email');
    await page.goto('/signup');
    await page.getByLabel('X (Twitter) username').fill(handle);
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' }).click();
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');

    // The visitor reloads once the code can come (the page may be reloading itself at that moment).
    await page.unroute(CODE);
    await page.reload().catch(async (error: unknown) => {
      if (!String(error).includes('interrupted by another navigation')) throw error;
      await page.waitForLoadState();
    });
    // The page's code has run (it shows a draft as it starts, without waiting for the visitor's first input).
    await loadTimeWorkDone(page);
    await expect(email).toHaveValue('not-an-email');
    await expect(page.getByLabel('X (Twitter) username')).toHaveValue(handle);
    expect(await outboxCount(page)).toBe(0);
    expect(await leadRowsFor(page.request, handle)).toEqual([]);
  });
});
