import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Installing precaches ~150 files: on a busy machine that takes a while. */
export const INSTALL_TIMEOUT_MS = 100_000;

/** Waits until the service worker has precached everything, is active and controls the page. */
export async function waitForControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: INSTALL_TIMEOUT_MS })
    .toBe('activated');
}
