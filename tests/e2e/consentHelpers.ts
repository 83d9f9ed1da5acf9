import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** Same key as src/consent/consentRecord.ts (kept literal: the cookie policy promises this exact key). */
export const CONSENT_KEY = 'rr-cookie-consent';

export interface ConsentChoice {
  analytics: boolean;
  advertising: boolean;
}

export function consentBanner(page: Page): Locator {
  return page.getByRole('region', { name: 'Cookie consent' });
}

/**
 * Starts every page of the context with a stored consent (default: everything optional off, so no reload
 * and no tags), so the banner never appears. Call before the first `page.goto`. A record the page stores
 * later (a new choice) is kept across reloads.
 */
export async function presetConsent(
  context: BrowserContext,
  choice: ConsentChoice = { analytics: false, advertising: false },
): Promise<void> {
  const record = JSON.stringify({ version: 1, timestamp: new Date().toISOString(), essential: true, ...choice });
  await context.addInitScript(
    ([key, value]) => {
      try {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      } catch {
        // about:blank and opaque-origin frames have no storage; nothing to preset there.
      }
    },
    [CONSENT_KEY, record] as const,
  );
}

/** Clicks 'Accept all' on the banner and waits for the reload that follows, with the banner gone. */
export async function acceptCookies(page: Page): Promise<void> {
  const banner = consentBanner(page);
  await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Accept all' }).click()]);
  await expect(banner).toBeHidden();
}

/** The stored consent record as parsed JSON, or null when nothing is stored. */
export async function readStoredConsent(page: Page): Promise<unknown> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY);
  return raw === null ? null : JSON.parse(raw);
}
