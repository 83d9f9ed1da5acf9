import { EARLY_LEADS_STORAGE_KEY } from '../../src/forms/handover/earlyLeads.ts';
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
 * Submissions kept on this device, waiting to be delivered: the items of the outbox's IndexedDB store
 * (src/lib/outbox/store.ts: database rr-outbox, store items; none while the page has not created it) and the
 * leads the page's bootstrap kept before its entry ran (src/forms/handover/earlyLeads.ts: localStorage
 * rr-early-leads). A kept lead has the id its outbox item will have, and is in both for the moment its entry
 * hands it over: counted once.
 */
export async function outboxCount(page: Page): Promise<number> {
  const early = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as { id: string }[]).map((lead) => lead.id),
    EARLY_LEADS_STORAGE_KEY,
  );
  const items = await page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('rr-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('items')) {
            db.close();
            resolve([]);
            return;
          }
          const keys = db.transaction('items').objectStore('items').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map(String));
          };
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
  return new Set([...early, ...items]).size;
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
