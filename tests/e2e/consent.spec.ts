import type { Page } from '@playwright/test';
import { CONSENT_KEY, consentBanner, presetConsent, readStoredConsent } from './consentHelpers.ts';
import { expect, isMobile, test } from './fixtures.ts';

/**
 * Cookie consent (issue 9) on the phones and the desktop.
 *
 * Tag gating: CI builds once with the default config, which has no tag IDs. So the unit tests
 * (tests/unit/consentTagLoader.test.ts) prove the loader's rules with an injected script loader, and here
 * every request leaving 127.0.0.1 is intercepted and recorded: none may happen before consent in any build.
 * Run with the ID the site was built with (`RR_SLOT=5 VITE_GA_ID=G-TEST123 npm run build`, then the same
 * `VITE_GA_ID` for `npx playwright test`) and the same test also proves the configured tag is requested
 * right after consent, through `page.route` (there is no internet here).
 */
const GA_ID = process.env.VITE_GA_ID ?? '';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Records (and answers with an empty 204) every request that would leave this machine. */
async function recordThirdParty(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => {
      requests.push(route.request().url());
      return route.fulfill({ status: 204 });
    },
  );
  return requests;
}

/** Counts full page loads, to tell a reload apart from an in-page update. */
function countLoads(page: Page): { count: number } {
  const loads = { count: 0 };
  page.on('load', () => {
    loads.count += 1;
  });
  return loads;
}

/** hydrateRoot has taken the prerendered markup: clicks on it now reach React (replayed if mid-hydration). */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')));
}

function expectRecord(stored: unknown, analytics: boolean, advertising: boolean, since: number) {
  expect(stored).toEqual({ version: 1, timestamp: expect.stringMatching(ISO), essential: true, analytics, advertising });
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

test.describe('cookie consent banner', () => {
  test('first visit shows the banner after hydration only; nothing third-party is requested before consent', async ({ page, request, consoleErrors }) => {
    const thirdParty = await recordThirdParty(page);
    const html = await (await request.get('/')).text();
    expect(html).not.toContain('Cookie consent');
    expect(html).not.toContain('Accept all');

    await page.goto('/');
    const banner = consentBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('paragraph')).toHaveText('We use cookies for analytics and advertising only if you allow them. Cookie Policy');
    await expect(banner.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy');
    await expect(banner.getByRole('button')).toHaveText(['Manage Preferences', 'Reject all', 'Accept all']);
    // Equal prominence: the two choices look and measure the same.
    const [reject, accept] = [banner.getByRole('button', { name: 'Reject all' }), banner.getByRole('button', { name: 'Accept all' })];
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
    await waitForHydration(page);
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
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Preferences' }).click();
    await expectSwitches(page, false, false);
    await expect(consentBanner(page)).toHaveCount(0);
  });

  test('Manage Preferences opens the dialog; Save Preferences with everything off stores it without a reload', async ({ page }) => {
    const since = Date.now();
    await page.goto('/terms');
    const loads = countLoads(page);
    await consentBanner(page).getByRole('button', { name: 'Manage Preferences' }).click();
    await expectSwitches(page, false, false);
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await expect(dialog).toContainText('Choose which cookies we may use. Essential storage keeps the site working and cannot be switched off.');
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
    const valid = { version: 1, timestamp: new Date().toISOString(), essential: true, analytics: false, advertising: false };
    for (const value of ['{oops', 'null', JSON.stringify({ ...valid, version: 2 }), JSON.stringify({ ...valid, analytics: 'yes' }), JSON.stringify({ ...valid, essential: false })]) {
      await page.evaluate(([key, raw]) => window.localStorage.setItem(key, raw), [CONSENT_KEY, value] as const);
      await page.reload();
      await expect(consentBanner(page), value).toBeVisible();
    }
    // The control: the same record, valid, keeps it away.
    await page.evaluate(([key, raw]) => window.localStorage.setItem(key, raw), [CONSENT_KEY, JSON.stringify(valid)] as const);
    await page.reload();
    await waitForHydration(page);
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

    const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
    const box = await banner.boundingBox();
    expect(box?.height ?? Infinity).toBeLessThanOrEqual(isMobile(page) ? viewport.height * 0.2 : 110);
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport.height);

    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const lastLink = page.getByRole('contentinfo').getByRole('link', { name: 'Do Not Sell My Personal Information' });
    await expect.poll(async () => {
      const [link, bar] = [await lastLink.boundingBox(), await banner.boundingBox()];
      return (link?.y ?? Infinity) + (link?.height ?? 0) <= (bar?.y ?? 0);
    }).toBe(true);
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
      Object.assign(submit.style, { position: 'fixed', left: '0', right: '0', bottom: '0', height: '44px', zIndex: '1' });
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
});

test.describe('cookie preferences dialog', () => {
  test('the footer button opens it prefilled from the stored consent; Save stores the change', async ({ page, context }) => {
    await presetConsent(context, { analytics: true, advertising: false });
    const since = Date.now();
    await page.goto('/terms');
    await waitForHydration(page);
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

  test("the cookie policy's Manage Cookie Preferences opens it; Escape and Close leave consent untouched", async ({ page }) => {
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

test('the analytics tag is requested only after consent', async ({ page }) => {
  const thirdParty = await recordThirdParty(page);
  await page.goto('/');
  await expect(consentBanner(page)).toBeVisible();
  expect(thirdParty).toEqual([]);
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);

  const loads = countLoads(page);
  await consentBanner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => loads.count).toBe(1);
  // After the reload the provider imports the loader (a first-party chunk) and runs it; once that import has
  // settled in the page, whatever the loader was going to request has been requested.
  const loaderUrl = await page
    .waitForFunction(() => performance.getEntriesByType('resource').map((entry) => entry.name).find((name) => /\/assets\/tagLoader-[\w-]+\.js$/.test(name)))
    .then((handle) => handle.jsonValue() as Promise<string>);
  await page.evaluate(async (url) => {
    await import(url);
    await new Promise((resolve) => setTimeout(resolve));
  }, loaderUrl);

  if (GA_ID) {
    await expect.poll(() => thirdParty).toEqual([`https://www.googletagmanager.com/gtag/js?id=${GA_ID}`]);
  } else {
    // Default build: no tag ID configured, so even full consent requests nothing third-party.
    expect(thirdParty).toEqual([]);
  }
});
