/**
 * The engine suites' fixtures: per worker, a loopback proxy and one engine (WebKit or Firefox, from the
 * project); per test, a fresh tab of that engine, a first-time visitor, whose traffic all goes through the
 * proxy. Playwright Test runs the suites (reports, retries, web servers, `expect.poll`); its own browsers are
 * never launched here.
 */
import { randomUUID } from 'node:crypto';
import { test as base, expect, type TestInfo } from '@playwright/test';
import { CONSENT_KEY } from '../e2e/consentHelpers.ts';
import { E2E } from '../e2e/env.ts';
import type { EnginePage } from './enginePage.ts';
import { FirefoxDriver } from './firefox.ts';
import { BLANK_PATH, LoopbackProxy } from './loopbackProxy.ts';
import { WebKitDriver } from './webkit.ts';

export type EngineName = 'webkit' | 'firefox';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** An iPhone's Safari, as WebKit on iOS reports itself. */
export const IPHONE_SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

interface TestOptions {
  /** The tab's size: a phone unless a test asks for a desktop. */
  tabSize: { width: number; height: number };
  /** Store a consent choice (everything optional off) before the first visit, so no banner is in the way. */
  presetConsent: boolean;
  /** WebKit only: the user agent the browser sends (MiniBrowser's own is desktop Safari's). */
  tabUserAgent: string | undefined;
}

interface WorkerFixtures {
  engine: EngineName;
  loopback: LoopbackProxy;
  driver: WebKitDriver | FirefoxDriver;
}

export const test = base.extend<TestOptions & { tab: EnginePage }, WorkerFixtures>({
  engine: ['webkit', { option: true, scope: 'worker' }],
  tabSize: [PHONE, { option: true }],
  presetConsent: [true, { option: true }],
  tabUserAgent: [undefined, { option: true }],

  loopback: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring; a worker fixture needing none is written `{}`.
    async ({}, use) => {
      const proxy = await LoopbackProxy.start();
      await use(proxy);
      await proxy.close();
    },
    { scope: 'worker' },
  ],

  driver: [
    async ({ engine, loopback }, use) => {
      const driver = engine === 'webkit' ? await WebKitDriver.start() : await FirefoxDriver.start(loopback.port);
      await use(driver);
      await driver.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],

  tab: async ({ driver, loopback: proxy, tabSize, presetConsent, tabUserAgent }, use, testInfo) => {
    proxy.reset();
    const hex = randomUUID().replace(/-/g, '');
    proxy.clientAddress = `10.${parseInt(hex.slice(0, 2), 16)}.${parseInt(hex.slice(2, 4), 16)}.${parseInt(hex.slice(4, 6), 16)}`;
    const tab =
      driver instanceof WebKitDriver
        ? await driver.open(E2E.siteUrl, { proxyPort: proxy.port, ...tabSize, userAgent: tabUserAgent })
        : await driver.open(E2E.siteUrl, tabSize);
    if (presetConsent) {
      await tab.goto(BLANK_PATH);
      await tab.evaluate(
        (key, record) => localStorage.setItem(key, record),
        CONSENT_KEY,
        JSON.stringify({
          version: 1,
          timestamp: new Date().toISOString(),
          essential: true,
          analytics: false,
          advertising: false,
        }),
      );
    }
    proxy.log.length = 0;
    await use(tab);
    if (testInfo.status !== testInfo.expectedStatus) await attachState(tab, proxy, testInfo);
    await tab.close();
  },
});

/** What a failed test left on screen, what it logged and what it asked the network for: WebDriver has no trace. */
async function attachState(tab: EnginePage, proxy: LoopbackProxy, testInfo: TestInfo): Promise<void> {
  const screen = await tab
    .evaluate(() => ({
      url: location.href,
      started: document.getElementById('root')?.dataset.started ?? null,
      inputs: [...document.querySelectorAll('input')].map((input) => ({
        name: input.name,
        value: input.value,
        invalid: input.validationMessage,
      })),
      // biome-ignore lint/performance/useDomNodeTextContent: the report wants what was on screen, which innerText gives (it skips hidden text).
      text: document.body.innerText,
    }))
    .catch((error: Error) => ({ unreadable: error.message }));
  const url = await tab.url().catch((error: Error) => `unreadable: ${error.message}`);
  const errors = await tab.errors().catch((error: Error) => [`unreadable: ${error.message}`]);
  const toasts = await tab.toasts().catch((error: Error) => [`unreadable: ${error.message}`]);
  const body = JSON.stringify({ url, screen, errors, toasts, requests: proxy.log }, null, 2);
  await testInfo.attach('page state', { body, contentType: 'application/json' });
}

export { expect };
