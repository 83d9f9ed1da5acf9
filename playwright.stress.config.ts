import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error: plain ESM helper shared with the Lighthouse runner, no type declarations
import { CHROME_FLAGS, findChrome } from './scripts/find-chrome.mjs';
import { E2E } from './tests/e2e/env.ts';

const executablePath: string | undefined = findChrome() ?? undefined;

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
  timeout: 480_000,
  expect: { timeout: 7_500 },
  outputDir: `test-results-stress${E2E.slot ? `-slot${E2E.slot}` : ''}`,
  reporter: [['list']],
  use: { trace: 'retain-on-failure' },
  projects: [{ name: 'chaos', use: { ...devices['Pixel 7'], launchOptions: { executablePath, args: CHROME_FLAGS as string[] } } }],
  webServer: {
    command: 'npm run backend --silent',
    url: `${E2E.backendUrl}/rest/v1/`,
    reuseExistingServer: false,
    timeout: 180_000,
    // Every browser request comes from 127.0.0.1: the per-address limits must not hold back a hundred leads.
    env: {
      PORT: String(E2E.backendPort),
      LOCAL_DATA_DIR: 'memory://',
      LOCAL_ADMIN_TOKEN: E2E.adminToken,
      FUNCTION_RATE_LIMIT_PER_MINUTE: '1000',
      LEAD_LIMIT_PER_IP_PER_HOUR: '10000',
    },
  },
});
