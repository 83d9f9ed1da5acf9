import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { builtSiteServer, launchOptions, localBackendServer } from '../e2e/configShared.ts';
import { E2E } from '../e2e/env.ts';

/** The servers run from the repository's root, as in the other configs (a web server's default is this folder). */
const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The benchmarks (`*.bench.ts`): what the product costs, judged against a reference measured in the same run, so a
 * slower machine moves both sides (docs/performance.md#interaction-latency). Against the built site (`npm run
 * build` first) and a fresh in-memory local stack, on a phone, one test at a time: nothing else competes for the
 * CPU they measure. Their timeouts only catch a run that hangs.
 */
export default defineConfig({
  testDir: '.',
  testMatch: /\.bench\.ts$/,
  workers: 1,
  retries: 0,
  timeout: 600_000,
  expect: { timeout: 60_000 },
  outputDir: `${root}test-results-bench${E2E.slot ? `-slot${E2E.slot}` : ''}`,
  reporter: [['list']],
  use: {
    baseURL: E2E.siteUrl,
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
  },
  projects: [{ name: 'bench', use: { ...devices['Pixel 7'], launchOptions } }],
  webServer: [
    { ...localBackendServer({ leadLimitPerIpPerHour: 100_000 }), cwd: root },
    { ...builtSiteServer(), cwd: root },
  ],
});
