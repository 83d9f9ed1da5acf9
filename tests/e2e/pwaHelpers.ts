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

/**
 * Items waiting in the outbox's IndexedDB store (src/lib/outbox/store.ts: database rr-outbox, store items);
 * 0 while the page has not created the store yet.
 */
export function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('rr-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('items')) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction('items').objectStore('items').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

/**
 * Under the fake clock: hydration runs in a transition, whose commit may wait on timers (React holds it
 * briefly for images), so move the clock until the page has hydrated, then let the idle-time PWA layer
 * download and mount (no network is cut: the wait is for that layer's files). The install card's and the in-app
 * hint's engagement timer starts only then.
 */
export async function hydrateAndMountPwaLayer(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return page.evaluate(() => document.documentElement.dataset.hydrated ?? 'no');
    })
    .toBe('true');
  await page.clock.runFor(5_000);
  await page.waitForLoadState('networkidle');
}
