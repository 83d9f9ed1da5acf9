import type { Locator, Page } from '@playwright/test';
import { CONSENT_KEY, consentBanner, presetConsent, readStoredConsent, type ConsentChoice } from './consentHelpers.ts';
import { expect, isMobile, test } from './fixtures.ts';
import { startApp } from './appStart.ts';
import { holdRequests } from './holdRequests.ts';
import { uniqueHandle } from './leadHelpers.ts';

/**
 * Cookie consent (docs/product.md#cookie-consent) on the phones and the desktop.
 *
 * Tag gating: the tags load only when their IDs are configured, and none are by default. `npm test` builds
 * and runs this spec with test IDs (scripts/test.mjs: VITE_GA_ID=G-TEST123, VITE_META_PIXEL_ID=1234567890), so
 * here each configured tag must be requested exactly when its category is consented to. Every request
 * leaving 127.0.0.1 is intercepted (answered with an empty 204): nothing reaches the internet. By hand, build
 * and run with the same variables, e.g. `RR_SLOT=6 VITE_GA_ID=G-TEST123 VITE_META_PIXEL_ID=1234567890 npm run
 * build`, then the same variables for `npx playwright test`; a build without IDs proves that even full
 * consent requests nothing. The first test checks that the build and this run agree.
 */
const TAG_IDS = { googleAnalytics: process.env.VITE_GA_ID ?? '', metaPixel: process.env.VITE_META_PIXEL_ID ?? '' };
const GA_URL = `https://www.googletagmanager.com/gtag/js?id=${TAG_IDS.googleAnalytics}`;
const PIXEL_URL = 'https://connect.facebook.net/en_US/fbevents.js';

/** Exactly the tag scripts a consent must request in this build: one per consented, configured category. */
function expectedTags({ analytics, advertising }: ConsentChoice): string[] {
  return [
    ...(analytics && TAG_IDS.googleAnalytics ? [GA_URL] : []),
    ...(advertising && TAG_IDS.metaPixel ? [PIXEL_URL] : []),
  ];
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Any URL that would leave this machine. A regular expression, not a function: Playwright matches it in the
 * browser's driver, so first-party requests are not paused for a round trip to the test process.
 */
const THIRD_PARTY = /^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])[a-z][\w+.-]*:\/\//;

/** Records (and answers with an empty 204) every request that would leave this machine. */
async function recordThirdParty(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(THIRD_PARTY, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 204 });
  });
  return requests;
}

/**
 * After a load with a tag category consented to: the provider imports the tag loader (a first-party chunk)
 * and runs it. Once that import has settled in the page too, whatever the loader was going to request has
 * been requested.
 */
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

/** The tag script requests of this page so far, in a stable order. */
function sorted(requests: string[]): string[] {
  return [...requests].sort();
}

/** Counts full page loads, to tell a reload apart from an in-page update. */
function countLoads(page: Page): { count: number } {
  const loads = { count: 0 };
  page.on('load', () => {
    loads.count += 1;
  });
  return loads;
}

function expectRecord(stored: unknown, analytics: boolean, advertising: boolean, since: number) {
  // Each choice gets a random id of its own: the id of its consent event (consentProof.spec.ts).
  expect(stored).toEqual({
    version: 1,
    timestamp: expect.stringMatching(ISO),
    essential: true,
    analytics,
    advertising,
    id: expect.stringMatching(UUID_V4),
  });
  const time = Date.parse((stored as { timestamp: string }).timestamp);
  expect(time).toBeGreaterThanOrEqual(since - 1000);
  expect(time).toBeLessThanOrEqual(Date.now() + 1000);
}

async function expectSwitches(page: Page, analytics: boolean, advertising: boolean) {
  const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await expect(dialog).toBeVisible();
  const essential = dialog.getByRole('switch', { name: 'Essential' });
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked({ checked: analytics });
  await expect(dialog.getByRole('switch', { name: 'Advertising' })).toBeChecked({ checked: advertising });
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeEnabled();
}

// Consent makes the configured tags load: no test here may reach the internet (a test's own recorder wins).
test.beforeEach(async ({ page }) => {
  await page.route(THIRD_PARTY, (route) => route.fulfill({ status: 204 }));
});

test.describe('cookie consent banner', () => {
  test('first visit shows the banner after hydration only; nothing third-party is requested before consent', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const thirdParty = await recordThirdParty(page);
    const response = await request.get('/');
    const html = await response.text();
    expect(html).not.toContain('Cookie consent');
    expect(html).not.toContain('Accept all');
    // The build serves the CSP for exactly the tags this run expects (see the top of this file).
    const scriptSrc =
      response
        .headers()
        ['content-security-policy']?.split(';')
        .find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc.includes('https://www.googletagmanager.com'), 'built with the VITE_GA_ID this run has?').toBe(
      Boolean(TAG_IDS.googleAnalytics),
    );
    expect(scriptSrc.includes('https://connect.facebook.net'), 'built with the VITE_META_PIXEL_ID this run has?').toBe(
      Boolean(TAG_IDS.metaPixel),
    );
    // Neither the prerendered page nor the service worker holds a tag.
    for (const text of [html, await (await request.get('/sw.js')).text()]) {
      expect(text).not.toContain('googletagmanager.com');
      expect(text).not.toContain('fbevents.js');
    }

    await page.goto('/');
    const banner = consentBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('paragraph')).toHaveText(
      'We use cookies for analytics and advertising only if you allow them. Cookie Policy',
    );
    await expect(banner.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy');
    await expect(banner.getByRole('button')).toHaveText([
      'Save Preferences',
      'Manage Preferences',
      'Reject all',
      'Accept all',
    ]);
    // Save Preferences stores the toggles, which start off (docs/product.md#cookie-consent): nothing optional is
    // assumed.
    await expect(banner.getByRole('switch')).toHaveCount(2);
    for (const name of ['Analytics', 'Advertising'])
      await expect(banner.getByRole('switch', { name, exact: true, checked: false })).toBeVisible();
    // Equal prominence: the two choices look and measure the same.
    const [reject, accept] = [
      banner.getByRole('button', { name: 'Reject all' }),
      banner.getByRole('button', { name: 'Accept all' }),
    ];
    expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'));
    const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
    expect(Math.abs((rejectBox?.height ?? 0) - (acceptBox?.height ?? 1))).toBeLessThan(1);
    expect(Math.abs((rejectBox?.width ?? 0) - (acceptBox?.width ?? 100))).toBeLessThan(8);
    expect(await readStoredConsent(page)).toBeNull();
    expect(thirdParty).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('Accept all stores analytics and advertising on, reloads once, and the banner stays away', async ({ page }) => {
    const since = Date.now();
    await page.goto('/privacy');
    const loads = countLoads(page);
    await consentBanner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => loads.count).toBe(1);
    await page.waitForLoadState('load');
    expectRecord(await readStoredConsent(page), true, true, since);
    await expect(consentBanner(page)).toBeHidden();

    // Still hidden on another page once hydrated; the stored choice prefills the dialog.
    await page.goto('/terms');
    await startApp(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Preferences' }).click();
    await expectSwitches(page, true, true);
    await expect(consentBanner(page)).toHaveCount(0);
  });

  test('Reject all stores both off and hides the banner without a reload', async ({ page }) => {
    const since = Date.now();
    await page.goto('/privacy');
    const loads = countLoads(page);
    await page.evaluate(() => document.body.setAttribute('data-same-document', ''));
    await consentBanner(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(consentBanner(page)).toHaveCount(0);
    expectRecord(await readStoredConsent(page), false, false, since);
    await expect(page.locator('body[data-same-document]')).toHaveCount(1);
    expect(loads.count).toBe(0);

    await page.reload();
    await startApp(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Preferences' }).click();
    await expectSwitches(page, false, false);
    await expect(consentBanner(page)).toHaveCount(0);
  });

  test("the banner's Save Preferences with both switches off stores both off, without a reload or a tag", async ({
    page,
  }) => {
    const since = Date.now();
    const thirdParty = await recordThirdParty(page);
    await page.goto('/terms');
    const loads = countLoads(page);
    await page.evaluate(() => document.body.setAttribute('data-same-document', ''));
    const banner = consentBanner(page);
    await banner.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(banner).toHaveCount(0);
    expectRecord(await readStoredConsent(page), false, false, since);
    await expect(page.locator('body[data-same-document]')).toHaveCount(1);
    expect(loads.count).toBe(0);
    expect(thirdParty).toEqual([]);
  });

  test("the banner's Save Preferences stores the switched-on category, reloads once, and loads only that category's tag", async ({
    page,
  }) => {
    const since = Date.now();
    const thirdParty = await recordThirdParty(page);
    await page.goto('/terms');
    const banner = consentBanner(page);
    const analytics = banner.getByRole('switch', { name: 'Analytics' });
    // The label toggles its switch too: on, off, on.
    await analytics.click();
    await banner.getByText('Analytics', { exact: true }).click();
    await expect(analytics).not.toBeChecked();
    await banner.getByText('Analytics', { exact: true }).click();
    await expect(analytics).toBeChecked();
    await expect(banner.getByRole('switch', { name: 'Advertising' })).not.toBeChecked();
    expect(thirdParty).toEqual([]);

    const loads = countLoads(page);
    await banner.getByRole('button', { name: 'Save Preferences' }).click();
    await expect.poll(() => loads.count).toBe(1);
    await page.waitForLoadState('load');
    expectRecord(await readStoredConsent(page), true, false, since);
    await expect(consentBanner(page)).toHaveCount(0);
    await settleTagLoader(page);
    await expect.poll(() => sorted(thirdParty)).toEqual(expectedTags({ analytics: true, advertising: false }));
  });

  test("the banner's switches work with the keyboard: advertising only, saved with Enter", async ({ page }) => {
    const since = Date.now();
    const thirdParty = await recordThirdParty(page);
    await page.goto('/privacy');
    const banner = consentBanner(page);
    await banner.getByRole('link', { name: 'Cookie Policy' }).focus();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('switch', { name: 'Analytics' })).toBeFocused();
    await page.keyboard.press('Tab');
    const advertising = banner.getByRole('switch', { name: 'Advertising' });
    await expect(advertising).toBeFocused();
    await page.keyboard.press('Space');
    await expect(advertising).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Save Preferences' })).toBeFocused();

    const loads = countLoads(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => loads.count).toBe(1);
    await page.waitForLoadState('load');
    expectRecord(await readStoredConsent(page), false, true, since);
    await settleTagLoader(page);
    await expect.poll(() => sorted(thirdParty)).toEqual(expectedTags({ analytics: false, advertising: true }));
  });

  test('Manage Preferences opens the dialog; Save Preferences with everything off stores it without a reload', async ({
    page,
  }) => {
    const since = Date.now();
    await page.goto('/terms');
    const loads = countLoads(page);
    await consentBanner(page).getByRole('button', { name: 'Manage Preferences' }).click();
    await expectSwitches(page, false, false);
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await expect(dialog).toContainText(
      'Choose which cookies we may use. Essential storage keeps the site working and cannot be switched off.',
    );
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(dialog).toBeHidden();
    await expect(consentBanner(page)).toHaveCount(0);
    expectRecord(await readStoredConsent(page), false, false, since);
    expect(loads.count).toBe(0);
  });

  test('Save Preferences stores the toggles and reloads when a category is enabled', async ({ page }) => {
    const since = Date.now();
    await page.goto('/california-privacy');
    const loads = countLoads(page);
    await consentBanner(page).getByRole('button', { name: 'Manage Preferences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await dialog.getByRole('switch', { name: 'Advertising' }).click();
    await expect(dialog.getByRole('switch', { name: 'Advertising' })).toBeChecked();
    // The label toggles its switch too.
    await dialog.getByText('Analytics', { exact: true }).click();
    await dialog.getByText('Analytics', { exact: true }).click();
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect.poll(() => loads.count).toBe(1);
    await page.waitForLoadState('load');
    expectRecord(await readStoredConsent(page), false, true, since);
    await expect(consentBanner(page)).toHaveCount(0);
  });

  test('a corrupted, outdated or malformed stored value brings the banner back', async ({ page }) => {
    await page.goto('/privacy');
    await expect(consentBanner(page)).toBeVisible();
    const valid = {
      version: 1,
      timestamp: new Date().toISOString(),
      essential: true,
      analytics: false,
      advertising: false,
    };
    for (const value of [
      '{oops',
      'null',
      JSON.stringify({ ...valid, version: 2 }),
      JSON.stringify({ ...valid, analytics: 'yes' }),
      JSON.stringify({ ...valid, essential: false }),
    ]) {
      await page.evaluate(([key, raw]) => window.localStorage.setItem(key, raw), [CONSENT_KEY, value] as const);
      await page.reload();
      await expect(consentBanner(page), value).toBeVisible();
    }
    // The control: the same record, valid, keeps it away.
    await page.evaluate(([key, raw]) => window.localStorage.setItem(key, raw), [
      CONSENT_KEY,
      JSON.stringify(valid),
    ] as const);
    await page.reload();
    await startApp(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Preferences' }).click();
    await expectSwitches(page, false, false);
    await expect(consentBanner(page)).toHaveCount(0);
  });

  test('moves nothing, stays compact, and sits below the footer at the end of the page', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as Window & { shifts?: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/privacy');
    const banner = consentBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner).toHaveCSS('position', 'sticky');
    expect(await page.evaluate(() => (window as Window & { shifts?: number[] }).shifts)).toEqual([]);
    // Flipping the banner's switches moves nothing either, and does not change the bar's size.
    const before = await banner.boundingBox();
    await banner.getByRole('switch', { name: 'Analytics' }).click();
    await banner.getByRole('switch', { name: 'Advertising' }).click();
    await expect(banner.getByRole('switch', { name: 'Advertising' })).toBeChecked();
    expect(await banner.boundingBox()).toEqual(before);
    expect(await page.evaluate(() => (window as Window & { shifts?: number[] }).shifts)).toEqual([]);

    const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
    const box = await banner.boundingBox();
    expect(box?.height ?? Infinity).toBeLessThanOrEqual(isMobile(page) ? viewport.height * 0.2 : 110);
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport.height);

    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const lastLink = page.getByRole('contentinfo').getByRole('link', { name: 'Do Not Sell My Personal Information' });
    await expect
      .poll(async () => {
        const [link, bar] = [await lastLink.boundingBox(), await banner.boundingBox()];
        return (link?.y ?? Infinity) + (link?.height ?? 0) <= (bar?.y ?? 0);
      })
      .toBe(true);
    await lastLink.click();
    await expect(page).toHaveURL('/notsell');
  });

  test('steps aside while a form field has focus, without swallowing the tap that leaves it', async ({ page }) => {
    await page.goto('/cookie-policy');
    const banner = consentBanner(page);
    await expect(banner).toBeVisible();
    // A probe form outside React's tree: a field at the top and a button in the band the banner covers.
    await page.evaluate(() => {
      const field = Object.assign(document.createElement('input'), { type: 'email' });
      field.setAttribute('aria-label', 'Probe email');
      const submit = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Probe submit' });
      Object.assign(submit.style, {
        position: 'fixed',
        left: '0',
        right: '0',
        bottom: '0',
        height: '44px',
        zIndex: '1',
      });
      submit.addEventListener('click', () => submit.setAttribute('data-clicked', ''));
      document.body.prepend(field, submit);
    });
    await page.getByRole('textbox', { name: 'Probe email' }).fill('visitor@example.com');
    await expect(banner).toBeHidden();
    // Tapping the covered button moves focus off the field; the banner must not return under the finger.
    await page.getByRole('button', { name: 'Probe submit' }).click();
    await expect(page.locator('button[data-clicked]')).toHaveCount(1);
    await expect(banner).toBeVisible();
    await page.getByRole('textbox', { name: 'Probe email' }).focus();
    await expect(banner).toBeHidden();
    await page.keyboard.press('Shift+Tab');
    await expect(banner).toBeVisible();
  });

  test('a notice shown before the app shows above the banner, never over its buttons', async ({ page }) => {
    // The page's app cannot start (its first file fails), so a lead form's answer is the plain notice; the banner
    // needs no app.
    await page.route('**/assets/boot-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/signup');
    const banner = consentBanner(page);
    await expect(banner).toBeVisible();
    await submitForPlainNotice(page, 'notice_banner', 'notice.banner@example.com');
    await expect(banner).toBeVisible();
    // While the notice is up, it ends above the banner, and each of the banner's buttons is what a press on it
    // reaches (read in one go: the notice goes after its 4 s, and the banner rises into place).
    await expect.poll(() => noticeClearOfBanner(page)).toBe('clear');
  });

  test('a notice on screen when the banner comes moves above it without shifting the layout', async ({ page }) => {
    // Every layout shift of the notice, recorded from the page's start (Chromium reports shifts; the others do not).
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & { value: number; sources: { node: Node | null }[] };
      const shifts: number[] = [];
      Object.assign(window, { noticeShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[])
          if (entry.sources.some((source) => (source.node as Element | null)?.closest?.('#rr-notice')))
            shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The app cannot start, so a lead's answer is the plain notice; the banner's code comes only once it is up.
    await page.route('**/assets/boot-*.js', (route) => route.abort('internetdisconnected'));
    const releaseBanner = await holdRequests(page, '**/assets/cookieBanner-*.js');
    await page.goto('/signup');
    const notice = await submitForPlainNotice(page, 'notice_shift', 'notice.shift@example.com');
    const banner = consentBanner(page);
    await expect(banner).toBeHidden();
    releaseBanner();
    await expect(banner).toBeVisible();
    // Lifted clear of the banner. Then two frames on, so a shift it made has been reported.
    await expect.poll(() => noticeClearOfBanner(page)).toBe('clear');
    await page.evaluate(
      () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(painted)))),
    );
    await expect(notice).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { noticeShifts: number[] }).noticeShifts)).toEqual([]);
  });
});

/**
 * Submits /signup's lead form on a page whose app cannot start, so the answer is the plain notice (src/initial/notice.ts);
 * returns the notice, on screen.
 */
async function submitForPlainNotice(page: Page, handle: string, email: string): Promise<Locator> {
  await page.getByLabel('X (Twitter) username').fill(uniqueHandle(handle));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' }).click();
  const notice = page.locator('#rr-notice > *');
  await expect(notice).toBeVisible();
  return notice;
}

/** 'clear' when the notice ends above the banner and each banner button is what a press on it reaches; else what is wrong. */
function noticeClearOfBanner(page: Page): Promise<string> {
  return page.evaluate(() => {
    const up = document.querySelector('#rr-notice > *');
    const sheet = document.querySelector('[aria-label="Cookie consent"]');
    if (!up || !sheet) return 'notice or banner missing';
    if (up.getBoundingClientRect().bottom > sheet.getBoundingClientRect().top) return 'notice over the banner';
    const reachable = [...sheet.querySelectorAll('button')].every((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    return reachable ? 'clear' : 'a button covered';
  });
}

test.describe('cookie preferences dialog', () => {
  test('the footer button opens it prefilled from the stored consent; Save stores the change', async ({
    page,
    context,
  }) => {
    await presetConsent(context, { analytics: true, advertising: false });
    const since = Date.now();
    await page.goto('/terms');
    await startApp(page);
    const open = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Preferences' });
    await expect(open).toHaveCSS('text-decoration-line', 'none');
    await open.click();
    await expectSwitches(page, true, false);
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await dialog.getByRole('switch', { name: 'Analytics' }).click();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(dialog).toBeHidden();
    expectRecord(await readStoredConsent(page), false, false, since);
    await expect(consentBanner(page)).toHaveCount(0);
  });

  test("the cookie policy's Manage Cookie Preferences opens it; Escape and Close leave consent untouched", async ({
    page,
  }) => {
    await page.goto('/cookie-policy');
    await expect(consentBanner(page)).toBeVisible();
    const open = page.getByRole('main').getByRole('button', { name: 'Manage Cookie Preferences' });
    await open.click();
    await expectSwitches(page, false, false);
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await dialog.getByRole('switch', { name: 'Analytics' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    // Reopened from the stored state (none), not from the abandoned toggle.
    await expectSwitches(page, false, false);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(await readStoredConsent(page)).toBeNull();
    await expect(consentBanner(page)).toBeVisible();
  });

  test('works with the keyboard only: reach the banner, choose in the dialog, focus trapped', async ({ page }) => {
    const since = Date.now();
    await page.goto('/privacy');
    const banner = consentBanner(page);
    await expect(banner).toBeVisible();
    // The banner closes the document: Shift+Tab from the top of the page reaches it (it traps nothing).
    const inBanner = () => banner.evaluate((el) => el.contains(document.activeElement));
    for (let i = 0; i < 10 && !(await inBanner()); i += 1) await page.keyboard.press('Shift+Tab');
    await expect(banner.getByRole('button', { name: 'Accept all' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(banner.getByRole('button', { name: 'Reject all' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(banner.getByRole('button', { name: 'Manage Preferences' })).toBeFocused();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('switch', { name: 'Advertising' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Save Preferences' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Save Preferences' })).toBeFocused();

    const loads = countLoads(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => loads.count).toBe(1);
    await page.waitForLoadState('load');
    expectRecord(await readStoredConsent(page), true, false, since);
    await expect(banner).toHaveCount(0);
  });
});

test.describe('consent-gated tags', () => {
  test('none before consent, exactly the configured ones after Accept all, stopped at once on withdrawal and gone on the next load', async ({
    page,
  }) => {
    // Three loads of the home page, the heaviest one: more time than one page's test, same assertions.
    test.slow();
    const thirdParty = await recordThirdParty(page);
    await page.goto('/');
    // The banner shows once the provider has read the stored consent, in the effect that would start tags.
    await expect(consentBanner(page)).toBeVisible();
    expect(thirdParty).toEqual([]);
    await expect(page.locator('script[src^="https://"]')).toHaveCount(0);

    const loads = countLoads(page);
    await consentBanner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => loads.count).toBe(1);
    await settleTagLoader(page);
    const all = expectedTags({ analytics: true, advertising: true });
    await expect.poll(() => sorted(thirdParty)).toEqual(sorted(all));
    expect(
      sorted(
        await page
          .locator('script[src^="https://"]')
          .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src)),
      ),
    ).toEqual(sorted(all));

    // Withdrawal in the footer's dialog: no reload, and the running tags are told to stop collecting now.
    await startApp(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Preferences' }).click();
    await expectSwitches(page, true, true);
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await dialog.getByRole('switch', { name: 'Analytics' }).click();
    await dialog.getByRole('switch', { name: 'Advertising' }).click();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(dialog).toBeHidden();
    expect(loads.count).toBe(1);
    if (TAG_IDS.googleAnalytics) {
      await expect
        .poll(() =>
          page.evaluate(() =>
            Array.from(((window as Window & { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).at(-1) ?? []),
          ),
        )
        .toEqual([
          'consent',
          'update',
          { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
        ]);
    }
    if (TAG_IDS.metaPixel) {
      await expect
        .poll(() => page.evaluate(() => (window as Window & { fbq?: { queue: unknown[][] } }).fbq?.queue.at(-1)))
        .toEqual(['consent', 'revoke']);
    }

    // The next load: the loader is not even downloaded, nothing leaves the machine. The dialog prefilled from
    // the stored choice shows the provider has read it (and so decided about tags) on this load.
    thirdParty.length = 0;
    await page.reload();
    await startApp(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Preferences' }).click();
    await expectSwitches(page, false, false);
    await page.keyboard.press('Escape');
    expect(thirdParty).toEqual([]);
    await expect(page.locator('script[src^="https://"]')).toHaveCount(0);
    expect(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/tagLoader-/.test(entry.name)),
      ),
    ).toBe(false);
  });
});
