import { startApp } from './appStart.ts';
/**
 * The cookie banner in WebKit and Firefox, for a first-time visitor with nothing stored: each choice stores
 * the consent record and the banner stays away on the next load; a record the page cannot read brings it back
 * (docs/product.md#cookie-consent).
 */
import { CONSENT_KEY } from '../e2e/consentHelpers.ts';
import type { EnginePage } from './enginePage.ts';
import { expect, test } from './fixtures.ts';

test.use({ presetConsent: false });

const BANNER = 'section[aria-label="Cookie consent"]';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The stored record as the page holds it: parsed, the raw text when it does not parse, null when absent. */
function storedConsent(tab: EnginePage): Promise<unknown> {
  return tab.evaluate((key) => {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw;
    }
  }, CONSENT_KEY);
}

function expectRecord(stored: unknown, analytics: boolean, advertising: boolean, since: number): void {
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

/** Marks the current document: the mark is gone once the page has been loaded again. */
async function markDocument(tab: EnginePage): Promise<void> {
  await tab.evaluate(() => document.documentElement.setAttribute('data-engine-same-document', ''));
}

/**
 * Still the marked document? Asked while a reload may be under way: a read that fails because the document is
 * being replaced counts as 'not yet', since expect.poll does not retry a callback that throws.
 */
function sameDocument(tab: EnginePage): Promise<boolean> {
  return tab.evaluate(() => document.documentElement.hasAttribute('data-engine-same-document')).catch(() => true);
}

/**
 * The banner is rendered only once the page has read the stored consent, so its absence right after a load
 * proves nothing. The footer's dialog, prefilled from the record, shows the page has read it: only then does
 * 'no banner' mean the stored choice kept it away.
 */
async function expectChoiceRead(tab: EnginePage, analytics: boolean, advertising: boolean): Promise<void> {
  await startApp(tab);
  await tab.click({ role: 'button', name: 'Cookie Preferences', within: 'footer' });
  await expect.poll(() => tab.count({ role: 'dialog', name: 'Cookie Preferences' })).toBe(1);
  const switches = () =>
    tab.evaluate(() =>
      ['essential', 'analytics', 'advertising'].map((id) => {
        const element = document.getElementById(`consent-${id}`) as HTMLButtonElement | null;
        return element && { checked: element.getAttribute('aria-checked'), disabled: element.disabled };
      }),
    );
  await expect.poll(switches).toEqual([
    { checked: 'true', disabled: true },
    { checked: String(analytics), disabled: false },
    { checked: String(advertising), disabled: false },
  ]);
  expect(await tab.count({ css: BANNER, hidden: true })).toBe(0);
  await tab.press('Escape');
  await expect.poll(() => tab.count({ role: 'dialog', name: 'Cookie Preferences' })).toBe(0);
}

async function expectBannerShown(tab: EnginePage): Promise<void> {
  await expect.poll(() => tab.count({ css: BANNER })).toBe(1);
  await expect
    .poll(() => tab.text({ css: `${BANNER} p` }))
    .toBe('We use cookies for analytics and advertising only if you allow them. Cookie Policy');
  expect(
    await tab.evaluate(
      (selector) => [...document.querySelectorAll(`${selector} button`)].map((button) => button.textContent?.trim()),
      BANNER,
    ),
  ).toEqual(['Save Preferences', 'Manage Preferences', 'Reject all', 'Accept all']);
}

test('Accept all stores analytics and advertising on, reloads the page, and the banner stays away after a reload', async ({
  tab,
}) => {
  const since = Date.now();
  await tab.goto('/privacy');
  await expectBannerShown(tab);
  expect(await storedConsent(tab)).toBeNull();

  await markDocument(tab);
  await tab.click({ role: 'button', name: 'Accept all', within: BANNER });
  // Enabling a category reloads the page (docs/product.md#cookie-consent). Read only what the visitor sees, once the
  // new page is up.
  await expect.poll(() => sameDocument(tab)).toBe(false);
  await startApp(tab);
  expect(await tab.count({ css: BANNER, hidden: true })).toBe(0);
  expectRecord(await storedConsent(tab), true, true, since);
  await expectChoiceRead(tab, true, true);

  await tab.reload();
  await expectChoiceRead(tab, true, true);
  expectRecord(await storedConsent(tab), true, true, since);
  expect(await tab.errors()).toEqual([]);
});

test('Reject all stores both off, hides the banner without a reload, and it stays away after a reload', async ({
  tab,
}) => {
  const since = Date.now();
  await tab.goto('/privacy');
  await expectBannerShown(tab);
  expect(await storedConsent(tab)).toBeNull();

  await markDocument(tab);
  await tab.click({ role: 'button', name: 'Reject all', within: BANNER });
  await expect.poll(() => tab.count({ css: BANNER, hidden: true })).toBe(0);
  expectRecord(await storedConsent(tab), false, false, since);
  expect(await sameDocument(tab)).toBe(true);

  await tab.reload();
  await expectChoiceRead(tab, false, false);
  expectRecord(await storedConsent(tab), false, false, since);
  expect(await tab.errors()).toEqual([]);
});

test('a corrupted, outdated or malformed record brings the banner back; the same record, valid, keeps it away', async ({
  tab,
}) => {
  await tab.goto('/privacy');
  await expectBannerShown(tab);
  await tab.click({ role: 'button', name: 'Reject all', within: BANNER });
  await expect.poll(() => tab.count({ css: BANNER, hidden: true })).toBe(0);

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
    await tab.evaluate((key, raw) => localStorage.setItem(key, raw), CONSENT_KEY, value);
    await tab.reload();
    await expect.poll(() => tab.count({ css: BANNER }), { message: value }).toBe(1);
  }

  await tab.evaluate((key, raw) => localStorage.setItem(key, raw), CONSENT_KEY, JSON.stringify(valid));
  await tab.reload();
  await expectChoiceRead(tab, false, false);
  expect(await tab.errors()).toEqual([]);
});
