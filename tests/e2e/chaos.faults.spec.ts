/**
 * Chaos test of delivery: a phone with two tabs (one context: one IndexedDB outbox, one flush lock, one service
 * worker) makes 100+ submissions through the real forms (/signup, the /vsl1 dialog, the /l1 trial form, /embed,
 * /crypto-transaction/:id) of the real build against the real local stack, while a seeded random driver takes
 * the network away, breaks the backend (/_local/faults), restarts its database (/_local/database, also in the
 * middle of requests), reloads and closes tabs, and deploys new service workers. Then every submission must be
 * in the database exactly once, nothing else, each announced on Slack exactly once, and the visitor must have
 * been told "thanks" (sent or queued) for each, never an error.
 *
 * Replay a failure with its seed: CHAOS_SEED=<seed printed> (CHAOS_SUBMISSIONS sets the workload, default 100).
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page, Request } from '@playwright/test';
import * as leadToasts from '../../src/content/leadToasts.ts';
import { presetConsent } from './consentHelpers.ts';
import { CACHED_CLIENTS_MAX } from '../../src/forms/crypto/cryptoClientCache.ts';
import { TRANSACTIONS_PER_CLIENT } from '../../supabase/functions/_shared/store.ts';
import { createClient, transactionLink } from './cryptoHelpers.ts';
import { E2E } from './env.ts';
import { expect, test } from './fixtures.ts';
import {
  adminRows,
  type BackendFaults,
  recordToasts,
  seededRandom,
  setBackendFaults,
  setDatabase,
  slackLog,
  startUpdatableSite,
  type ToastRecord,
  workerVersionLog,
} from './chaosDriver.ts';
import { startApp } from './appStart.ts';
import { outboxCount, waitForControl } from './pwaHelpers.ts';

const SEED = Number(process.env.CHAOS_SEED ?? 20_250_601);
const SUBMISSIONS = Number(process.env.CHAOS_SUBMISSIONS ?? 100);
/** Chance that a fault (or a tab or worker event) comes before a round of submissions. */
const FAULT_RATE = 0.4;
/**
 * How long the test waits for each answer the visitor waits for (the next step, the thank-you, the toast, the app
 * started): as long as a slow machine needs, right after the load test or beside other work. It is no budget: a
 * form moves on once the server answers or its send times out, whatever the machine; only one that never does
 * fails here, and the rows and messages below are still counted exactly.
 */
const ANSWER_MS = 120_000;
/**
 * After healing, how long the test waits for delivery (a lease left by a killed tab runs out after 25 s first): it
 * stops waiting as soon as everything is there, so a slow machine only takes longer.
 */
const DRAIN_MS = 300_000;

/** The test's own site server (see startUpdatableSite), so it can deploy new service workers. */
const SITE_PORT = E2E.sitePort + 6;
test.use({ serviceWorkers: 'allow', baseURL: `http://127.0.0.1:${SITE_PORT}` });
// Typically 2-3 minutes; the cap only stops a run that hangs, with room for a machine busy with other work.
test.describe.configure({ timeout: 1_800_000 });

type FormKind = 'signup' | 'dialog' | 'trial' | 'embed' | 'crypto';
type FaultKind =
  | 'offline'
  | 'rest-down'
  | 'rest-503'
  | 'functions-503'
  | 'slow-backend'
  | 'database-down'
  | 'database-cut'
  | 'reload'
  | 'close-reopen'
  | 'worker-update';

const FORMS: Record<FormKind, number> = { signup: 2.5, dialog: 2, trial: 1.5, embed: 3, crypto: 2.5 };
const FAULTS: Record<FaultKind, number> = {
  offline: 3,
  'rest-down': 2,
  'rest-503': 2,
  'functions-503': 2,
  'slow-backend': 1,
  'database-down': 3,
  'database-cut': 3,
  reload: 3,
  'close-reopen': 2,
  'worker-update': 1,
};
const MAX_WORKER_UPDATES = 3;
const PRODUCTS = ['reply-rocket-pro', 'reply-rocket-lite', 'reply-rocket-ultimate'] as const;
const CHAINS = [
  { label: 'Ethereum (ETH)', id: 'ethereum' },
  { label: 'Solana (SOL)', id: 'solana' },
  { label: 'BASE', id: 'base' },
] as const;

interface Submission {
  n: number;
  kind: FormKind;
  tab: number;
  /** The lead's project as stored, or the transaction URL. */
  key: string;
  told: 'sent' | 'queued' | 'reloaded';
}

interface LeadRow {
  id: string;
  project: string;
}
interface TransactionRow {
  submission_id: string;
  transaction_url: string;
}

function log(line: string): void {
  console.log(`[chaos] ${line}`);
}

test('chaos: 100+ submissions from two tabs through network, backend and database outages, reloads and worker updates: each stored and announced exactly once', async ({
  context,
  request,
}) => {
  const random = seededRandom(SEED);
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
  log(`seed ${SEED} (replay with CHAOS_SEED=${SEED}), ${SUBMISSIONS} submissions`);

  const site = await startUpdatableSite(SITE_PORT);
  const faultCounts = new Map<string, number>();
  const submissions: Submission[] = [];
  try {
    await presetConsent(context);
    const toasts = await recordToasts(context);

    // What the database and Slack hold before: at the end exactly our submissions must have been added.
    const leadsBefore = (await adminRows<LeadRow>(request, 'leads')).length;
    const transactionsBefore = (await adminRows<TransactionRow>(request, 'crypto_transactions')).length;
    // As many clients as the device keeps the products of (each page then opens offline), each drawn for a
    // transaction only while it has room under TRANSACTIONS_PER_CLIENT (refused claims count too); once all are
    // full, the run's remaining crypto draws become other submissions.
    const clients = await Promise.all(
      Array.from({ length: CACHED_CLIENTS_MAX }, (_, index) =>
        createClient(request, PRODUCTS[index % PRODUCTS.length]!),
      ),
    );
    const claims = new Map<string, number>();
    // Their sign-up messages may go out just after the answer: wait for them, so only ours come after.
    await expect
      .poll(
        async () =>
          (await slackLog(request)).filter((entry) => entry.kind === 'crypto-client' && clients.includes(entry.key))
            .length,
      )
      .toBe(clients.length);
    const slackBefore = (await slackLog(request)).length;

    const workers = workerVersionLog(context, elapsed);
    const newTab = async () => {
      const page = await context.newPage();
      await workers.watch(page);
      return page;
    };
    // Two tabs under the service worker; each crypto client's page opened once while all is well, so its
    // product is kept on the device (the page opens offline or with the backend down afterwards).
    const tabs: Page[] = [await newTab(), await newTab()];
    await tabs[0]!.goto('/signup');
    await waitForControl(tabs[0]!);
    for (const clientId of clients) {
      await tabs[0]!.goto(`/crypto-transaction/${clientId}`);
      await expect(tabs[0]!.getByText(/^Selected product:/)).toBeVisible({ timeout: ANSWER_MS });
    }
    await tabs[1]!.goto('/embed');
    await waitForControl(tabs[1]!);
    log(`setup done in ${elapsed()}`);

    // ---- navigations that hang ------------------------------------------------------------------------------
    // Twice in CI a reload or navigation never reached its DOMContentLoaded in 30 s, each time after a worker
    // update: the old worker's sync event went on delivering, and Chromium held the tab's fetches until the
    // waiting worker could take over (fixed in sw/outboxSync.ts, see pwa-outbox.faults.spec.ts). Should one hang
    // again, the run says what it was waiting on, goes on as a visitor would (closes the tab and opens the page
    // anew) so the delivery figures still come out, and fails at the end.
    // One kind is the test harness's, not the site's: a navigation that starts while the worker that is to answer
    // it is being stopped (the old one as a new one takes over, or the active one ended by Chromium as soon as it
    // is idle, which it does once a new worker waits and no tab is left on the old one) is never answered under
    // Playwright, though the worker runs and a tab opened afterwards loads. A 3-line worker shows it
    // (scripts/diagnostics/worker-stop-navigation.mjs): with CDP's ServiceWorker.stopWorker sent as a new tab
    // navigates, 6-9 of 20 navigations hang under Playwright and none over a bare CDP connection (0 of 120 tries,
    // with and without auto-attaching to the workers). A visitor's browser has no DevTools client. Those hangs are
    // reported as such and do not fail the run; a hang with no worker stopped around its start (a worker kept busy,
    // as the sync event once did) still fails it.
    const SWITCHOVER_MS = 2_000;
    const REOPEN_TIMEOUT_MS = 120_000;
    /** Each reopen after a harness hang can meet the same stop again; a visitor would try a few times too. */
    const REOPEN_ATTEMPTS = 3;
    const documentRequests = new Map<Request, number>();
    context.on('request', (sent) => {
      if (sent.resourceType() === 'document') documentRequests.set(sent, Date.now());
    });
    const settled = (sent: Request) => documentRequests.delete(sent);
    context.on('requestfinished', settled);
    context.on('requestfailed', settled);
    const hung: { line: string; workerStopped: string | null }[] = [];

    /**
     * What the browser itself says: each process's CPU use over one second (a renderer near 100 % is a page or
     * worker spinning, and every tab of its site that it hosts waits behind it) and every page it still has,
     * closed tabs that have not finished closing included.
     */
    async function browserProcesses(): Promise<string> {
      const session = await context.browser()!.newBrowserCDPSession();
      try {
        const sample = async () =>
          (await session.send('SystemInfo.getProcessInfo')).processInfo as {
            type: string;
            id: number;
            cpuTime: number;
          }[];
        const before = await sample();
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        const cpu = (await sample()).map(
          (process) =>
            `${process.type} ${Math.round((process.cpuTime - (before.find((earlier) => earlier.id === process.id)?.cpuTime ?? 0)) * 100)} %`,
        );
        const { targetInfos } = await session.send('Target.getTargets');
        const pages = targetInfos.filter((target) => target.type === 'page').map((target) => target.url);
        return `CPU over 1 s: ${cpu.join(', ')}; pages: ${pages.join(', ') || 'none'}`;
      } finally {
        await session.detach().catch(() => undefined);
      }
    }

    async function describeHang(page: Page): Promise<string> {
      const within = <T>(promise: Promise<T>) =>
        Promise.race([promise, new Promise<string>((resolve) => setTimeout(() => resolve('no answer in 5 s'), 5_000))]);
      const pending = [...documentRequests].map(
        ([sent, at]) =>
          `${sent.url()} (${sent.frame() === page.mainFrame() ? 'this tab' : 'other tab'}, ${Math.round((Date.now() - at) / 1000)} s)`,
      );
      const state = await within(
        page
          .evaluate(
            () =>
              `${document.readyState}, React's: ${document.getElementById('root')?.hasAttribute('data-started') ? 'yes' : 'no'}`,
          )
          .catch((error: unknown) => String(error).split('\n')[0]),
      );
      const other = tabs.find((tab) => tab !== page && !tab.isClosed());
      const registration = other
        ? await within(
            other
              .evaluate(async () => {
                const registration = await navigator.serviceWorker.getRegistration();
                return `active ${registration?.active?.state ?? '-'}, waiting ${registration?.waiting?.state ?? '-'}, installing ${registration?.installing?.state ?? '-'}`;
              })
              .catch((error: unknown) => String(error).split('\n')[0]),
          )
        : 'no other tab';
      // What each running worker says from the inside: whether its thread answers at all, the Web Locks its
      // origin holds and waits for (the outbox's flush lock), and how long a precache lookup takes.
      const insides = await Promise.all(
        context.serviceWorkers().map((worker) =>
          within(
            worker
              .evaluate(async () => {
                const started = performance.now();
                const cached = await caches.match('/signup.html', { ignoreSearch: true });
                const lookup = `${Math.round(performance.now() - started)} ms, ${cached ? 'found' : 'missing'}`;
                const { held = [], pending = [] } = await navigator.locks.query();
                const names = (locks: LockInfo[]) => locks.map((lock) => lock.name).join(', ') || 'none';
                return `${(self as unknown as { serviceWorker: { state: string } }).serviceWorker.state}: precache lookup ${lookup}; locks held ${names(held)}, waited for ${names(pending)}`;
              })
              // Caught on the call itself: an answer that comes after the 5 s (or a worker that closes) must not
              // become an unhandled rejection.
              .catch((error: unknown) => String(error).split('\n')[0]),
          ),
        ),
      );
      const processes = await within(browserProcesses().catch((error: unknown) => String(error).split('\n')[0]));
      return `document requests pending: ${pending.join('; ') || 'none'}; the tab: ${state}; workers: ${registration}; inside the workers: ${insides.join(' | ') || 'none running'}; browser: ${processes}; faults: ${JSON.stringify({ offline, backend, databaseLeft })}; worker versions lately: ${workers.recent(12).join('; ')}`;
    }

    /**
     * A visitor's navigation in a tab to `path` (the page counts as there once its document is: its images may
     * wait on the backend under test). A hang is recorded, and the visitor closes the tab and opens `path` anew.
     */
    async function visit(tab: number, what: string, path: string, go: (page: Page) => Promise<unknown>): Promise<void> {
      const page = tabs[tab]!;
      const startedAt = Date.now();
      try {
        await go(page);
        return;
      } catch (error) {
        if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error;
        await recordHang(page, `${what} in tab ${tab}`, startedAt);
      }
      // The visitor closes the tab and opens the page anew. How long the origin stays unreachable says whose the
      // hang is: the harness loses the one navigation that met a stopping worker; a worker kept busy holds every
      // new one until it lets go.
      for (let attempt = 1; ; attempt += 1) {
        await tabs[tab]!.close();
        tabs[tab] = await newTab();
        const reopenedAt = Date.now();
        try {
          await tabs[tab]!.goto(path, { waitUntil: 'domcontentloaded', timeout: REOPEN_TIMEOUT_MS });
          log(`  reopened ${path} in ${((Date.now() - reopenedAt) / 1000).toFixed(1)} s`);
          return;
        } catch (reopenError) {
          if (!(reopenError instanceof Error) || reopenError.name !== 'TimeoutError') throw reopenError;
          const stopped = await recordHang(tabs[tab]!, `reopen ${path} in tab ${tab}`, reopenedAt);
          if (!stopped || attempt === REOPEN_ATTEMPTS) throw reopenError;
        }
      }
    }

    /** Describes and records a navigation that hung; says what stopped a worker around its start, if anything. */
    async function recordHang(page: Page, what: string, startedAt: number): Promise<string | null> {
      const workerStopped = workers.stoppedBetween(startedAt - SWITCHOVER_MS, startedAt + SWITCHOVER_MS);
      hung.push({
        line: `${elapsed()} ${what}${workerStopped ? ` (started as ${workerStopped})` : ''}: ${await describeHang(page)}`,
        workerStopped,
      });
      log(`  HUNG: ${hung.at(-1)!.line}`);
      return workerStopped;
    }

    // ---- the driver's faults: each lasts a few rounds of submissions, then heals itself -----------------------
    let offline = false;
    let offlineLeft = 0;
    let backend: BackendFaults = { rest: null, functions: null, delayMs: 0 };
    const backendLeft = { rest: 0, functions: 0, delayMs: 0 };
    let databaseLeft = 0;
    let workerUpdates = 0;

    const count = (kind: string) => faultCounts.set(kind, (faultCounts.get(kind) ?? 0) + 1);

    async function injectFault(kind: FaultKind): Promise<void> {
      const lasting = random.int(1, 4);
      const tab = random.int(0, 1);
      switch (kind) {
        case 'offline':
          if (offline) return;
          offline = true;
          offlineLeft = lasting;
          await context.setOffline(true);
          break;
        case 'rest-down':
        case 'rest-503':
          backend = { ...backend, rest: kind === 'rest-down' ? 'down' : '503' };
          backendLeft.rest = lasting;
          await setBackendFaults(request, backend);
          break;
        case 'functions-503':
          backend = { ...backend, functions: '503' };
          backendLeft.functions = lasting;
          await setBackendFaults(request, backend);
          break;
        case 'slow-backend':
          backend = { ...backend, delayMs: random.int(200, 2_500) };
          backendLeft.delayMs = lasting;
          await setBackendFaults(request, backend);
          break;
        case 'database-down':
          databaseLeft = lasting;
          await setDatabase(request, { state: 'down' });
          break;
        case 'database-cut': {
          // Down in the middle of whatever runs next: after a few more statements have been answered.
          const afterStatements = random.int(1, 6);
          databaseLeft = lasting;
          await setDatabase(request, { state: 'down', afterStatements });
          log(`  database goes down after ${afterStatements} more statement(s)`);
          break;
        }
        // A visitor's reload or new tab: the page is there once its document is (its images may wait on the
        // backend under test, so 'load' can take as long as a fault lasts).
        case 'reload':
          await visit(tab, 'reload', new URL(tabs[tab]!.url()).pathname, (page) =>
            page.reload({ waitUntil: 'domcontentloaded' }),
          );
          break;
        case 'close-reopen': {
          const path = random.pick(['/signup', '/embed', '/privacy', '/']);
          await tabs[tab]!.close();
          tabs[tab] = await newTab();
          await visit(tab, `open ${path}`, path, (page) => page.goto(path, { waitUntil: 'domcontentloaded' }));
          break;
        }
        case 'worker-update': {
          if (offline || workerUpdates >= MAX_WORKER_UPDATES) return;
          workerUpdates += 1;
          site.publishWorker(`chaos-${SEED}-${workerUpdates}`);
          // The browser finds it on its next update check; it installs and waits for the next in-app navigation
          // (the /l1 and crypto forms navigate after submitting), which hands over and reloads the tab.
          const check = () =>
            tabs[tab]!.evaluate(async () => {
              try {
                await (await navigator.serviceWorker.ready).update();
                return 'checked';
              } catch (error) {
                return String(error);
              }
            });
          // The tab may be reloading itself just then (an earlier worker taking over): check from the new page.
          const checked = await check().catch(async (error: unknown) => {
            if (!/Execution context was destroyed/.test(String(error))) throw error;
            await tabs[tab]!.waitForLoadState('domcontentloaded');
            return check();
          });
          log(`  new worker published (${checked})`);
          break;
        }
      }
      count(kind);
      log(
        `${elapsed()} fault ${kind}${['reload', 'close-reopen', 'worker-update'].includes(kind) ? ` (tab ${tab})` : `, for ${lasting} round(s)`}`,
      );
    }

    /** One round has passed: faults whose time is up heal. */
    async function tick(): Promise<void> {
      if (offline && --offlineLeft <= 0) {
        offline = false;
        await context.setOffline(false);
        log(`${elapsed()} heal: online`);
      }
      let changed = false;
      for (const key of ['rest', 'functions', 'delayMs'] as const) {
        if (backendLeft[key] > 0 && --backendLeft[key] === 0) {
          backend = { ...backend, [key]: key === 'delayMs' ? 0 : null };
          changed = true;
          log(`${elapsed()} heal: ${key}`);
        }
      }
      if (changed) await setBackendFaults(request, backend);
      if (databaseLeft > 0 && --databaseLeft === 0) {
        await setDatabase(request, { state: 'up' });
        log(`${elapsed()} heal: database up`);
      }
    }

    // ---- the forms ------------------------------------------------------------------------------------------
    const CRYPTO_SENT = 'Transaction information saved successfully!';
    const CRYPTO_QUEUED = "Saved on this device. We'll send it as soon as you're back online.";

    interface Plan {
      n: number;
      kind: FormKind;
      tab: number;
      chain: (typeof CHAINS)[number];
      clientId: string;
    }
    /** Every random choice of a submission, drawn before any of it runs, so concurrent tabs keep a run replayable. */
    const plan = (n: number, tab: number): Plan => {
      const roomy = clients.filter((client) => (claims.get(client) ?? 0) < TRANSACTIONS_PER_CLIENT);
      const kind = roomy.length > 0 ? random.weighted(FORMS) : random.weighted({ ...FORMS, crypto: 0 });
      const chain = random.pick(CHAINS);
      const clientId = random.pick(roomy.length > 0 ? roomy : clients);
      if (kind === 'crypto') claims.set(clientId, (claims.get(clientId) ?? 0) + 1);
      return { n, tab, kind, chain, clientId };
    };

    /** A worker taking over reloads a tab; the page it was on may then navigate too (the crypto form's success). */
    const OPEN_ATTEMPTS = 5;
    /**
     * Goes to the form and, as a visitor moving the pointer, starts its app and waits for hydration: typing into
     * the prerendered form before it would be lost.
     * The app reloads a tab itself when a new worker takes over (src/pwa/serviceWorker.ts). That reload can cut
     * our navigation off, or win over it and leave the tab where it was: then go again.
     */
    async function open(tab: number, path: string): Promise<Page> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await visit(tab, `open ${path}`, path, (page) => page.goto(path, { waitUntil: 'domcontentloaded' }));
          await startApp(tabs[tab]!, { timeout: ANSWER_MS });
        } catch (error) {
          const message = String(error).split('\n')[0] ?? '';
          if (attempt === OPEN_ATTEMPTS || !/ERR_ABORTED|interrupted by another navigation/.test(message)) throw error;
          log(`  tab navigation to ${path} cut off by a reload (${message}); again once the tab has loaded`);
          // As a visitor would: once the page that cut in has loaded. Going again at once met the same reload
          // still under way, five times within 0.4 s in one CI run.
          await tabs[tab]!.waitForLoadState('domcontentloaded', { timeout: 10_000 }).catch(() => undefined);
          continue;
        }
        // The tab, or the one opened in its place after a hang.
        const page = tabs[tab]!;
        const landed = new URL(page.url()).pathname;
        if (landed === path) return page;
        if (attempt === OPEN_ATTEMPTS) throw new Error(`navigation to ${path} kept landing on ${landed}`);
        log(`  tab navigation to ${path} overtaken by a reload of ${landed}; again`);
      }
    }

    /** The tab shows `path`, hydrated (and no reload is under way). */
    async function at(page: Page, path: string): Promise<boolean> {
      if (new URL(page.url()).pathname !== path) return false;
      return page
        .evaluate(
          () =>
            document.readyState === 'complete' &&
            document.getElementById('root')?.hasAttribute('data-started') === true,
        )
        .catch(() => false);
    }

    /**
     * Fills a field and checks it holds exactly that. Both tabs type into the same forms, whose drafts are shared
     * per form (src/initial/drafts.ts): a tab that has just loaded shows the other tab's draft in its empty fields, and
     * when that lands between fill's select-all and its typing, the text ends up after the draft. A visitor would
     * see it and retype; so does this.
     */
    async function type(field: Locator, value: string): Promise<void> {
      for (let attempt = 1; ; attempt += 1) {
        await field.fill(value);
        const held = await field.inputValue();
        if (held === value) return;
        if (attempt === 3) throw new Error(`field kept "${held}" instead of "${value}"`);
        log(`  field showed "${held}" after typing "${value}" (a draft restored meanwhile); typed again`);
      }
    }

    async function submit({ n, kind, tab, chain, clientId }: Plan): Promise<Submission> {
      let page = tabs[tab]!;
      const handle = `chaos${SEED % 10_000}_${n}_${randomUUID().slice(0, 6)}`;
      let key = handle;
      let loads = 0;
      const onLoad = () => (loads += 1);
      let successTitle: string = leadToasts.success;
      let clickedAt = 0;
      const click = async (button: ReturnType<Page['getByRole']>) => {
        clickedAt = Date.now();
        page.on('load', onLoad);
        await button.click();
      };
      switch (kind) {
        case 'signup':
          page = await open(tab, '/signup');
          await type(page.getByLabel('X (Twitter) username'), handle);
          await type(page.getByLabel('Email'), `${handle}@example.com`);
          await click(page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' }));
          await expect(page.getByText('Step 2 of 2')).toBeVisible({ timeout: ANSWER_MS });
          break;
        case 'dialog': {
          key = `@${handle}`;
          // The dialog starts empty each time it opens: a tab already on /vsl1 submits again without reloading,
          // unless the page was reloaded since its demo popup was closed (the popup opens again on every load).
          const demoClosed = () =>
            page.evaluate(() => (window as { chaosDemoClosed?: boolean }).chaosDemoClosed === true).catch(() => false);
          if (!(await at(page, '/vsl1')) || !(await demoClosed())) {
            page = await open(tab, '/vsl1');
            const demo = page.getByRole('dialog', { name: 'ReplyRocket product demo' });
            await expect(demo).toBeVisible();
            await demo.getByRole('button', { name: 'Close demo video' }).click();
            await expect(demo).toBeHidden();
            await page.evaluate(() => ((window as { chaosDemoClosed?: boolean }).chaosDemoClosed = true));
          }
          await page.getByRole('button', { name: 'Get Started with ReplyRocket' }).click();
          const dialog = page.getByRole('dialog', { name: 'Try ReplyRocket Now' });
          await type(dialog.getByLabel('X (Twitter) username'), handle);
          await click(dialog.getByRole('button', { name: 'Get Free Access' }));
          const thanks = page.getByRole('dialog', { name: 'Thank you!' });
          await expect(thanks).toBeVisible({ timeout: ANSWER_MS });
          await page.keyboard.press('Escape');
          await expect(thanks).toBeHidden();
          break;
        }
        case 'trial': {
          page = await open(tab, '/l1');
          const card = page.getByText('Limited Free Trials').locator('..');
          await type(card.getByLabel('X (Twitter) username'), handle);
          await type(card.getByLabel('Email'), `${handle}@example.com`);
          await click(card.getByRole('button', { name: 'Start My Free Trial' }));
          await expect(page).toHaveURL(/\/vsl2$/, { timeout: ANSWER_MS });
          break;
        }
        case 'embed':
          successTitle = leadToasts.embedSuccess;
          // The card empties itself after each submission: a tab already on /embed submits again as it is.
          if (!(await at(page, '/embed'))) page = await open(tab, '/embed');
          await type(page.getByLabel('X (Twitter) username'), handle);
          await type(page.getByLabel('Email'), `${handle}@example.com`);
          await click(page.getByRole('button', { name: 'Start Free Trial' }));
          break;
        case 'crypto': {
          // A transaction of its own: one payment proves one sign-up.
          key = transactionLink(chain.id);
          page = await open(tab, `/crypto-transaction/${clientId}`);
          await expect(page.getByText(/^Selected product:/)).toBeVisible({ timeout: ANSWER_MS });
          await page.getByRole('radio', { name: chain.label }).check();
          await type(page.getByLabel('Transaction URL'), key);
          await click(page.getByRole('button', { name: 'Submit' }));
          await expect(page).toHaveURL(/\/crypto-transaction-success$/, { timeout: ANSWER_MS });
          break;
        }
      }

      // What the visitor was told: the form's own success toast (a lead's with the waiting line when queued),
      // never an error. A tab that reloaded right after (a new worker taking over) may have lost its toast.
      const mine = (toast: ToastRecord) => toast.page === page && toast.at >= clickedAt;
      const isAnswer = (toast: ToastRecord) =>
        kind === 'crypto'
          ? toast.title === CRYPTO_SENT || toast.title === CRYPTO_QUEUED
          : toast.title === successTitle && toast.description !== leadToasts.sentLater;
      let answer: ToastRecord | undefined;
      await expect
        .poll(
          () => {
            answer = toasts.find((toast) => mine(toast) && isAnswer(toast));
            return answer !== undefined || loads > 0;
          },
          { timeout: ANSWER_MS, message: `submission ${n} (${kind}): the success toast` },
        )
        .toBe(true);
      page.off('load', onLoad);
      const errors = toasts.filter((toast) => mine(toast) && toast.type === 'error');
      expect(
        errors.map((toast) => toast.title),
        `submission ${n} (${kind}): no error toast`,
      ).toEqual([]);
      let told: Submission['told'] = 'reloaded';
      if (answer) {
        expect(answer.type, `submission ${n} (${kind}): a success toast`).toBe('success');
        const queued = kind === 'crypto' ? answer.title === CRYPTO_QUEUED : answer.description !== '';
        if (queued && kind !== 'crypto')
          expect([leadToasts.offline, leadToasts.unreachable]).toContain(answer.description);
        told = queued ? 'queued' : 'sent';
      }
      return { n, kind, tab, key, told };
    }

    // ---- the run --------------------------------------------------------------------------------------------
    // Rounds: faults first, then one submission, or one in each tab at the same time (the tabs then contend
    // for the outbox and its flush lock).
    let made = 0;
    while (made < SUBMISSIONS) {
      while (random.chance(FAULT_RATE)) await injectFault(random.weighted(FAULTS));
      const inTabs = SUBMISSIONS - made >= 2 && random.chance(0.6) ? [0, 1] : [random.int(0, 1)];
      const plans = inTabs.map((tab) => plan(++made, tab));
      for (const submission of await Promise.all(plans.map(submit))) {
        submissions.push(submission);
        log(`${elapsed()} #${submission.n} ${submission.kind} in tab ${submission.tab}: ${submission.told}`);
      }
      await tick();
    }

    // ---- heal everything and let the outbox drain -----------------------------------------------------------
    await context.setOffline(false);
    await setBackendFaults(request, { rest: null, functions: null, delayMs: 0 });
    await setDatabase(request, { state: 'up' });
    log(`${elapsed()} all healed; waiting for delivery`);
    // A reload flushes at once, back-off or not (a lease left by a closed tab still runs out first).
    for (const tab of tabs) await tab.reload({ waitUntil: 'domcontentloaded' });

    const leadKeys = submissions.filter((s) => s.kind !== 'crypto').map((s) => s.key);
    const transactionKeys = submissions.filter((s) => s.kind === 'crypto').map((s) => s.key);
    const ours = async () => {
      const leads = (await adminRows<LeadRow>(request, 'leads')).filter((row) => leadKeys.includes(row.project));
      const transactions = (await adminRows<TransactionRow>(request, 'crypto_transactions')).filter((row) =>
        transactionKeys.includes(row.transaction_url),
      );
      return { leads, transactions };
    };
    // Not asserted here: when something never arrives, the checks below say which submission it was.
    const drained = await expect
      .poll(
        async () => {
          const { leads, transactions } = await ours();
          const slack = new Set((await slackLog(request)).map((entry) => `${entry.kind}:${entry.key}`));
          const announced =
            leads.filter((row) => slack.has(`lead:${row.id}`)).length +
            transactions.filter((row) => slack.has(`crypto-transaction:${row.submission_id}`)).length;
          return { stored: leads.length + transactions.length, announced, waiting: await outboxCount(tabs[0]!) };
        },
        { timeout: DRAIN_MS, intervals: [500, 1_000] },
      )
      .toEqual({ stored: submissions.length, announced: submissions.length, waiting: 0 })
      .then(
        () => true,
        () => false,
      );
    log(drained ? `${elapsed()} delivered` : `${elapsed()} NOT everything delivered after ${DRAIN_MS / 1000} s`);
    const waiting = await outboxCount(tabs[0]!);

    // ---- exactly once, and nothing else -------------------------------------------------------------------
    const { leads, transactions } = await ours();
    const perKey = (keys: string[]) =>
      keys.reduce((map, key) => map.set(key, (map.get(key) ?? 0) + 1), new Map<string, number>());
    const leadCounts = perKey(leads.map((row) => row.project));
    const transactionCounts = perKey(transactions.map((row) => row.transaction_url));
    const missing = [
      ...leadKeys.filter((key) => !leadCounts.has(key)),
      ...transactionKeys.filter((key) => !transactionCounts.has(key)),
    ];
    const duplicated = [...leadCounts, ...transactionCounts].filter(([, times]) => times > 1).map(([key]) => key);
    const slack = (await slackLog(request)).slice(slackBefore);
    const slackCounts = perKey(slack.map((entry) => `${entry.kind}:${entry.key}`));
    const expectedSlack = [
      ...leads.map((row) => `lead:${row.id}`),
      ...transactions.map((row) => `crypto-transaction:${row.submission_id}`),
    ];
    const allLeads = (await adminRows<LeadRow>(request, 'leads')).length;
    const allTransactions = (await adminRows<TransactionRow>(request, 'crypto_transactions')).length;

    const told = perKey(submissions.map((s) => s.told));
    const byForm = perKey(submissions.map((s) => s.kind));
    log('---- summary ----');
    log(`seed ${SEED}; ${elapsed()}`);
    log(
      `submissions made ${submissions.length} (${[...byForm].map(([kind, times]) => `${kind} ${times}`).join(', ')})`,
    );
    log(`visitor told: ${[...told].map(([how, times]) => `${how} ${times}`).join(', ')}`);
    log(
      `stored ${leads.length} leads + ${transactions.length} transactions; missing ${missing.length}; duplicated ${duplicated.length}; extra rows ${allLeads - leadsBefore - leads.length + (allTransactions - transactionsBefore - transactions.length)}`,
    );
    log(
      `Slack messages ${slack.length} for ${expectedSlack.length} submissions; duplicated ${[...slackCounts].filter(([, times]) => times > 1).length}`,
    );
    log(`faults injected: ${[...faultCounts].map(([kind, times]) => `${kind} ${times}`).join(', ')}`);
    for (const key of missing) log(`missing: ${JSON.stringify(submissions.find((s) => s.key === key))}`);
    log(
      `navigations that hung: ${hung.length} (${hung.filter((hang) => hang.workerStopped).length} as a worker was stopping)`,
    );
    for (const { line } of hung) log(`  ${line}`);

    expect(waiting, 'outbox items still waiting').toBe(0);
    expect(missing, 'submissions never stored').toEqual([]);
    expect(duplicated, 'submissions stored twice').toEqual([]);
    expect(allLeads - leadsBefore, 'no lead rows but ours').toBe(leadKeys.length);
    expect(allTransactions - transactionsBefore, 'no transaction rows but ours').toBe(transactionKeys.length);
    expect([...slackCounts.keys()].sort(), 'one Slack message per submission, nothing else').toEqual(
      expectedSlack.sort(),
    );
    expect(
      [...slackCounts.values()].every((times) => times === 1),
      'no Slack message twice',
    ).toBe(true);
    expect(
      toasts.filter((toast) => toast.type === 'error').map((toast) => toast.title),
      'no error toast anywhere',
    ).toEqual([]);
    expect(
      hung.filter((hang) => !hang.workerStopped).map((hang) => hang.line),
      'navigations that never reached DOMContentLoaded',
    ).toEqual([]);
  } finally {
    log(
      `faults by kind: ${[...faultCounts].map(([kind, times]) => `${kind} ${times}`).join(', ') || 'none'}; submissions ${submissions.length}`,
    );
    await context.setOffline(false).catch(() => undefined);
    await setBackendFaults(request, { rest: null, functions: null, delayMs: 0 }).catch(() => undefined);
    await setDatabase(request, { state: 'up' }).catch(() => undefined);
    await site.close();
  }
});
