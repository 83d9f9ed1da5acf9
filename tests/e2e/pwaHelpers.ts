import { FLUSH_LOCK } from '../../src/lib/outbox/lock.ts';
import { WEB_MANIFEST_PATH } from '../../src/pwa/webManifestLink.ts';
import { EARLY_LEADS_STORAGE_KEY, OUTBOX_FALLBACK_KEY } from '../../src/shared/storageKeys.ts';
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
 * kept them), and the leads earlier versions of the bootstrap kept in localStorage rr-early-leads, which the entry
 * moves into the outbox under the same id (src/forms/handover/earlyLeads.ts): one in two of them for that moment is
 * counted once.
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

/** The PWA layer's chunk (src/pwa/PwaUi.tsx: install card, in-app hint), which the app mounts once idle. */
export const PWA_LAYER_CHUNK = /\/assets\/PwaUi-[\w-]+\.js$/;

/**
 * React reveals a lazily loaded part no sooner than this after the empty fallback it showed while the part's code
 * downloaded: on the page's clock, which a test with a fake clock has to move.
 */
const REVEAL_THROTTLE_MS = 300;

/**
 * Under the fake clock: hydration runs in a transition, whose commit may wait on timers (React holds it
 * briefly for images), so move the clock until the page has hydrated, then until the idle-time PWA layer has been
 * asked for, and wait for its code to arrive and run (no network is cut: the wait is for that layer's files). The
 * install card's and the in-app hint's engagement timer starts only then.
 */
export async function hydrateAndMountPwaLayer(page: Page): Promise<void> {
  const layer = page.waitForResponse((response) => PWA_LAYER_CHUNK.test(new URL(response.url()).pathname));
  // The page's app starts on the visitor's first input (src/app/whenAppNeeded.ts).
  await movePointer(page);
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return page.evaluate(() => document.getElementById('root')?.dataset.started ?? 'no');
    })
    .toBe('');
  // The layer mounts at the first idle period, at the latest 3 s after hydration (src/pwa/LazyPwa.tsx).
  await page.clock.runFor(5_000);
  const chunk = (await layer).url();
  // Importing the module the page is loading resolves once it (and what it imports) has run, and downloads
  // nothing more: the page's own import of it has resolved by then too, and React renders the layer.
  await page.evaluate((url) => import(url).then(() => undefined), chunk);
  await page.clock.runFor(REVEAL_THROTTLE_MS);
}

/**
 * Chrome's install prompt, stood in for (headless Chromium never fires it itself), when Chrome would send it: to a
 * page whose web manifest is linked. The entry links it (src/pwa/startPwa.ts), and listens for the prompt from its
 * first line (src/pwa/installPromptEvent.ts); a stand-in sent before the entry has run reaches no listener and is
 * lost, as Chrome's own never is. Its prompt() sets `window.prompted`.
 */
export async function offerInstall(page: Page): Promise<void> {
  await expect(page.locator(`link[rel="manifest"][href="${WEB_MANIFEST_PATH}"]`)).toHaveCount(1);
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as Window & { prompted?: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
}

/**
 * What a page does by itself once loaded has been done: the entry has downloaded the route's files, then, once the
 * browser was idle after the load event, started the installable app, whose first act is to link the web
 * manifest (src/main.tsx, src/pwa/startPwa.ts); and the page has drawn two frames and been idle since, so the
 * work that becoming visible or idle sets off (IntersectionObserver callbacks, idle callbacks queued before)
 * has run and asked for its files. A test that asserts something was not downloaded or logged waits for this.
 */
export async function loadTimeWorkDone(page: Page, { timeout = 20_000 }: { timeout?: number } = {}): Promise<void> {
  // Generous: the route's files, the load event and an idle period, on a busy machine.
  await expect(page.locator(`link[rel="manifest"][href="${WEB_MANIFEST_PATH}"]`)).toHaveCount(1, { timeout });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
      ),
  );
}

/** A page's outbox starts at the first idle period after its entry has loaded: slow on a busy machine. */
const FLUSH_TIMEOUT_MS = 30_000;

/** Each page's and worker's outbox holds a Web Lock named after it from its first flush on (src/lib/outbox/lock.ts). */
const OUTBOX_OWNER_LOCK = 'rr-outbox-owner:';

/** The outboxes alive on this device (by their locks), and whether one of them is flushing now. */
async function outboxLocks(page: Page): Promise<{ owners: string[]; flushing: boolean }> {
  return page.evaluate(
    async ({ flushLock, ownerPrefix }) => {
      const { held = [], pending = [] } = await navigator.locks.query();
      const names = [...held, ...pending].map((lock) => lock.name ?? '');
      return { owners: names.filter((name) => name.startsWith(ownerPrefix)), flushing: names.includes(flushLock) };
    },
    { flushLock: FLUSH_LOCK, ownerPrefix: OUTBOX_OWNER_LOCK },
  );
}

/**
 * Reloads the page and waits until the new document's outbox has flushed once, as every page's does at start
 * (src/lib/outbox/flushTriggers.ts): whatever the device still kept has been sent by then. The new outbox's lock
 * appears during that flush, and the flush lock is let go once it ends. A test asserting that a reload sends
 * nothing again waits for this, not for a quiet network.
 */
export async function reloadUntilOutboxFlushed(page: Page): Promise<void> {
  const before = new Set((await outboxLocks(page)).owners);
  await page.reload();
  await expect
    .poll(
      async () => {
        const { owners, flushing } = await outboxLocks(page);
        return owners.some((owner) => !before.has(owner)) && !flushing;
      },
      { message: "the reloaded page's outbox has flushed", timeout: FLUSH_TIMEOUT_MS },
    )
    .toBe(true);
}
