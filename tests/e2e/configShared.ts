/**
 * What both Playwright configs use (playwright.config.ts, and playwright.stress.config.ts for the chaos run):
 * the browser to launch and the local stack as a web server.
 */
import type { PlaywrightTestConfig } from '@playwright/test';
// @ts-expect-error: plain ESM helper shared with the Lighthouse runner, no type declarations
import { CHROME_FLAGS, findChrome } from '../../scripts/find-chrome.mjs';
import { E2E } from './env.ts';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;

const executablePath: string | undefined = findChrome() ?? undefined;

export const launchOptions = { executablePath, args: CHROME_FLAGS as string[] };

/**
 * The local Supabase stack (`npm run backend`), in memory: every run starts from empty tables. Every test
 * browser calls from 127.0.0.1, so the per-client function rate limit (tested in the backend suite) is raised
 * and the per-IP hourly lead limit (20 by default, tested in tests/backend/leadLimit.test.ts) is set to
 * `leadLimitPerIpPerHour`, so no test is held back by them.
 */
export function localBackendServer({ leadLimitPerIpPerHour }: { leadLimitPerIpPerHour: number }): WebServer {
  return {
    command: 'npm run backend --silent',
    url: `${E2E.backendUrl}/rest/v1/`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    // PGlite start-up takes over a minute when the machine is busy (8 builds on 2 cores).
    timeout: 180_000,
    env: {
      PORT: String(E2E.backendPort),
      LOCAL_DATA_DIR: 'memory://',
      LOCAL_ADMIN_TOKEN: E2E.adminToken,
      FUNCTION_RATE_LIMIT_PER_MINUTE: '1000',
      // Every test's consent events and vitals come from 127.0.0.1: one address's hourly cap would refuse them.
      ANON_WRITE_LIMIT_PER_HOUR: '100000',
      LEAD_LIMIT_PER_IP_PER_HOUR: String(leadLimitPerIpPerHour),
      // Tests give each page an address of its own in X-Forwarded-For (leadHelpers.ts' ownClientAddress).
      LOCAL_TRUST_FORWARDED_FOR: '1',
    },
  };
}

/** The built site (`npm run build`), served as in production by scripts/serve.mjs. */
export function builtSiteServer(): WebServer {
  return {
    command: 'node scripts/serve.mjs',
    url: `${E2E.siteUrl}/`,
    reuseExistingServer: false,
    env: { PORT: String(E2E.sitePort), DIST_DIR: E2E.distDir },
  };
}
