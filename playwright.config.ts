import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error: plain ESM helper shared with the Lighthouse runner, no type declarations
import { CHROME_FLAGS, findChrome } from './scripts/find-chrome.mjs';
import { E2E } from './tests/e2e/env.ts';

const executablePath: string | undefined = findChrome() ?? undefined;
const launchOptions = { executablePath, args: CHROME_FLAGS as string[] };
const FAULTS = /\.faults\.spec\.ts$/;
const LATENCY = /\.latency\.spec\.ts$/;

/**
 * End-to-end tests against the built site (`npm run build` first) served as in production, on a phone,
 * an iPhone-sized Chromium and a desktop.
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
    { name: 'pixel7', testIgnore: [/\.desktop\.spec\.ts$/, FAULTS, LATENCY], use: { ...devices['Pixel 7'], launchOptions } },
    // The iPhone-sized run is the same engine at another size: it repeats the layout-sensitive journeys
    // (every route, the shell, the menu, home, landing and the forms), not every behaviour test.
    {
      name: 'iphone',
      testMatch: /(routes|shell|mobile-menu\.mobile|home\.mobile|landing\.mobile|leads\.mobile|cryptoSignup\.mobile)\.spec\.ts$/,
      use: { ...devices['iPhone 14'], browserName: 'chromium', launchOptions },
    },
    { name: 'desktop', testIgnore: [/\.mobile\.spec\.ts$/, FAULTS, LATENCY], use: { ...devices['Desktop Chrome'], launchOptions } },
    // `*.faults.spec.ts` break the shared local stack on purpose (POST /_local/faults): they run last, one
    // at a time, on a phone, so no other test ever meets an injected fault.
    {
      name: 'faults',
      testMatch: FAULTS,
      // The 100-submission chaos run has its own config and command: npm run test:stress.
      testIgnore: /chaos\.faults\.spec\.ts$/,
      dependencies: ['pixel7', 'iphone', 'desktop'],
      workers: 1,
      fullyParallel: false,
      use: { ...devices['Pixel 7'], launchOptions },
    },
    // `*.latency.spec.ts` measure interaction latency under 4x CPU throttling: they run at the very end,
    // alone, so no parallel test competes for the CPU they measure.
    {
      name: 'latency',
      testMatch: LATENCY,
      dependencies: ['faults'],
      workers: 1,
      fullyParallel: false,
      use: { ...devices['Pixel 7'], launchOptions },
    },
  ],
  webServer: [
    {
      // The local Supabase stack, in memory: every run starts from empty tables.
      command: 'npm run backend --silent',
      url: `${E2E.backendUrl}/rest/v1/`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      // PGlite start-up takes over a minute when the machine is busy (8 builds on 2 cores).
      timeout: 180_000,
      // Every test browser calls from 127.0.0.1: the per-client function rate limit (tested in the backend
      // suite) is raised so parallel tests never trip it.
      env: {
        PORT: String(E2E.backendPort),
        LOCAL_DATA_DIR: 'memory://',
        LOCAL_ADMIN_TOKEN: E2E.adminToken,
        FUNCTION_RATE_LIMIT_PER_MINUTE: '1000',
        // Likewise the per-IP hourly lead limit (20 by default, tested in tests/backend/leadLimit.test.ts).
        LEAD_LIMIT_PER_IP_PER_HOUR: '100000',
      },
    },
    {
      command: 'node scripts/serve.mjs',
      url: `${E2E.siteUrl}/`,
      reuseExistingServer: false,
      env: { PORT: String(E2E.sitePort), DIST_DIR: E2E.distDir },
    },
  ],
});
