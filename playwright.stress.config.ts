import { defineConfig, devices } from '@playwright/test';
import { launchOptions, localBackendServer } from './tests/e2e/configShared.ts';
import { E2E } from './tests/e2e/env.ts';

/**
 * `npm run test:stress`: the delivery chaos test alone (tests/e2e/chaos.faults.spec.ts), against the built site
 * (`npm run build` first) and a fresh in-memory local stack. The test serves the build itself (it deploys new
 * service workers), so only the backend is started here. CHAOS_SEED replays a run, CHAOS_SUBMISSIONS sizes it.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: /chaos\.faults\.spec\.ts$/,
  workers: 1,
  retries: 0,
  // Caps that stop a run that hangs, not budgets: the test waits as long as a slow machine needs (its ANSWER_MS).
  timeout: 1_800_000,
  expect: { timeout: 60_000 },
  // One folder per seed: replaying another seed keeps the traces of a failed run.
  outputDir: `test-results-stress${E2E.slot ? `-slot${E2E.slot}` : ''}/seed-${process.env.CHAOS_SEED ?? 'default'}`,
  reporter: [['list']],
  // A step that cannot happen (a control that never appears) fails in a minute with its locator, not at the test's cap.
  use: { trace: 'retain-on-failure', actionTimeout: 60_000, navigationTimeout: 60_000 },
  projects: [{ name: 'chaos', use: { ...devices['Pixel 7'], launchOptions } }],
  // A hundred leads from one address must not be held back by the per-address limits.
  webServer: localBackendServer({ leadLimitPerIpPerHour: 10_000 }),
});
