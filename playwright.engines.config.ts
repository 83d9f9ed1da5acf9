import { defineConfig } from '@playwright/test';
import { builtSiteServer, localBackendServer } from './tests/e2e/configShared.ts';
import { E2E } from './tests/e2e/env.ts';
import type { EngineName } from './tests/engines/fixtures.ts';

/**
 * The visitor journeys in the two engines beside Chromium that our visitors use: real WebKit (WebKitGTK's
 * MiniBrowser over WebDriver, under Xvfb) and real Firefox (firefox-esr over WebDriver BiDi), against the
 * built site and the local stack. README's Tests section says what runs where; tests/engines/ holds the
 * harness.
 */
export default defineConfig<{ engine: EngineName }>({
  testDir: 'tests/engines',
  testMatch: /\.spec\.ts$/,
  fullyParallel: true,
  // One engine per core: each worker runs its own X server or browser.
  workers: 2,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  outputDir: `test-results-engines${E2E.slot ? `-slot${E2E.slot}` : ''}`,
  reporter: [
    ['list'],
    ['json', { outputFile: `reports/playwright-engines${E2E.slot ? `-slot${E2E.slot}` : ''}.json` }],
  ],
  projects: [
    { name: 'webkit', use: { engine: 'webkit' } },
    // `*.webkit.spec.ts`: what only WebKit can show (an iPhone's Safari: its user agent, no Background Sync).
    { name: 'firefox', testIgnore: /\.webkit\.spec\.ts$/, use: { engine: 'firefox' } },
  ],
  webServer: [localBackendServer({ leadLimitPerIpPerHour: 100_000 }), builtSiteServer()],
});
