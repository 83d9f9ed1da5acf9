import { EARLY_LEADS_STORAGE_KEY } from '../../src/forms/handover/earlyLeads.ts';
import { OUTBOX_FALLBACK_KEY } from '../../src/lib/outbox/store.ts';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { movePointer } from './appStart.ts';

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
 * (src/lib/outbox/store.ts: database rr-outbox, store items), those of its localStorage fallback, where a page
 * keeps them when IndexedDB fails it (a key each, rr-outbox-items:<id>, or all in rr-outbox-items as earlier apps
 * kept them), and the leads the page's bootstrap kept before its entry ran (src/forms/handover/earlyLeads.ts:
 * localStorage rr-early-leads). A kept lead has the id its outbox item will
 * have, and is in two of them for the moment its entry hands it over: counted once.
 *
 * Reading must not change what it reads: opening a database that does not exist yet would create it empty, without
 * the outbox's store, and the page's outbox would then find IndexedDB unusable and keep its items in the fallback.
 * So a database the page has not created is not created here (the upgrade is aborted), and counts as empty.
 *
 * These stores belong to the device, not to the page: a page that reloads itself while they are read (as one whose
 * code failed to download does once the site answers again, src/initial/reloadWhenSiteAnswers.ts) is read again once
 * its new document is there.
 */
export async function outboxCount(page: Page): Promise<number> {
  for (;;) {
    try {
      return await keptOnDevice(page);
    } catch (error) {
      if (!isNavigationDuringRead(error)) throw error;
      await page.waitForLoadState('domcontentloaded');
    }
  }
}

function isNavigationDuringRead(error: unknown): boolean {
  return error instanceof Error && /Execution context was destroyed|navigat/i.test(error.message);
}

async function keptOnDevice(page: Page): Promise<number> {
  return page.evaluate(
    ({ earlyKey, fallbackKey }) =>
      new Promise<number>((resolve, reject) => {
        const inLocalStorage = [
          ...(JSON.parse(localStorage.getItem(earlyKey) ?? '[]') as { id: string }[]).map((lead) => lead.id),
          ...Object.keys(JSON.parse(localStorage.getItem(fallbackKey) ?? '{}') as object),
          ...Object.keys(localStorage)
            .filter((key) => key.startsWith(`${fallbackKey}:`))
            .map((key) => key.slice(fallbackKey.length + 1)),
        ];
        const count = (ids: string[]) => resolve(new Set([...inLocalStorage, ...ids]).size);
        const open = indexedDB.open('rr-outbox');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = (event) => {
          // The aborted upgrade of a database that did not exist: nothing kept there.
          if (open.error?.name === 'AbortError') {
            event.preventDefault();
            count([]);
          } else reject(open.error);
        };
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('items')) {
            db.close();
            count([]);
            return;
          }
          const keys = db.transaction('items').objectStore('items').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            count(keys.result.map(String));
          };
          keys.onerror = () => reject(keys.error);
        };
      }),
    { earlyKey: EARLY_LEADS_STORAGE_KEY, fallbackKey: OUTBOX_FALLBACK_KEY },
  );
}

/**
 * Under the fake clock: hydration runs in a transition, whose commit may wait on timers (React holds it
 * briefly for images), so move the clock until the page has hydrated, then let the idle-time PWA layer
 * download and mount (no network is cut: the wait is for that layer's files). The install card's and the in-app
 * hint's engagement timer starts only then.
 */
export async function hydrateAndMountPwaLayer(page: Page): Promise<void> {
  // The page's app starts on the visitor's first input (src/app/whenAppNeeded.ts).
  await movePointer(page);
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return page.evaluate(() => document.documentElement.dataset.hydrated ?? 'no');
    })
    .toBe('true');
  await page.clock.runFor(5_000);
  await page.waitForLoadState('networkidle');
}
