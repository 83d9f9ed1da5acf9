import { defineConfig, devices } from '@playwright/test';
import { builtSiteServer, launchOptions, localBackendServer } from './tests/e2e/configShared.ts';
import { E2E } from './tests/e2e/env.ts';

const FAULTS = /\.faults\.spec\.ts$/;

/**
 * End-to-end tests against the built site (`npm run build` first) served as in production, in Chromium on a
 * phone and a desktop. iPhones are WebKit: their journeys run in real WebKit (playwright.engines.config.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  outputDir: `test-results${E2E.slot ? `-slot${E2E.slot}` : ''}`,
  reporter: [['list'], ['json', { outputFile: `reports/playwright${E2E.slot ? `-slot${E2E.slot}` : ''}.json` }]],
  use: {
    baseURL: E2E.siteUrl,
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    // `*.mobile.spec.ts` run on the phones only, `*.desktop.spec.ts` on the desktop only.
    {
      name: 'pixel7',
      testIgnore: [/\.desktop\.spec\.ts$/, FAULTS],
      use: { ...devices['Pixel 7'], launchOptions },
    },
    {
      name: 'desktop',
      testIgnore: [/\.mobile\.spec\.ts$/, FAULTS],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    // `*.faults.spec.ts` break the shared local stack on purpose (POST /_local/faults): they run last, one
    // at a time, on a phone, so no other test ever meets an injected fault.
    {
      name: 'faults',
      testMatch: FAULTS,
      // The 100-submission chaos run has its own config and command: npm run test:stress.
      testIgnore: /chaos\.faults\.spec\.ts$/,
      dependencies: ['pixel7', 'desktop'],
      workers: 1,
      fullyParallel: false,
      use: { ...devices['Pixel 7'], launchOptions },
    },
  ],
  webServer: [localBackendServer({ leadLimitPerIpPerHour: 100_000 }), builtSiteServer()],
});
