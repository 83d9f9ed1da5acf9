// Measures how long a lead submitted offline takes to reach the database once the browser is back online
// (page open): median of 20 runs. Needs a build first: `RR_SLOT=n npm run build && RR_SLOT=n node scripts/outbox-latency.mjs`.
// Starts its own local stack (in memory) and static server on the slot's ports, like the e2e run does.
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, findChrome } from './find-chrome.mjs';

const RUNS = Number(process.env.RUNS ?? 20);
const slot = Number(process.env.RR_SLOT ?? 0);
const sitePort = 4173 + slot * 10;
const backendPort = 54321 + slot * 10;
const siteUrl = `http://127.0.0.1:${sitePort}`;
const backendUrl = `http://127.0.0.1:${backendPort}`;

function start(command, args, env) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

async function waitFor(url, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      await fetch(url);
      return;
    } catch {
      await delay(500);
    }
  }
  throw new Error(`${url} did not come up`);
}

const backend = start('node', ['supabase/local/server.mjs'], { PORT: String(backendPort), LOCAL_DATA_DIR: 'memory://', LOCAL_ADMIN_TOKEN: 'latency', FUNCTION_RATE_LIMIT_PER_MINUTE: '1000', LEAD_LIMIT_PER_IP_PER_HOUR: '100000' });
const site = start('node', ['scripts/serve.mjs'], { PORT: String(sitePort), DIST_DIR: slot ? `dist-slot${slot}` : 'dist' });
const browser = await chromium.launch({ executablePath: findChrome() ?? undefined, args: CHROME_FLAGS });
try {
  await Promise.all([waitFor(`${backendUrl}/rest/v1/`), waitFor(`${siteUrl}/`)]);
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 839 } });
  // No cookie banner in the way (same record as tests/e2e/consentHelpers.ts).
  await context.addInitScript(() => localStorage.setItem('rr-cookie-consent', JSON.stringify({ version: 1, timestamp: new Date().toISOString(), essential: true, analytics: false, advertising: false })));
  const page = await context.newPage();
  const samples = [];
  for (let run = 1; run <= RUNS; run += 1) {
    await page.goto(`${siteUrl}/signup`);
    await page.getByLabel('X (Twitter) username').fill(`latency_${run}_${Date.now()}`);
    await page.getByLabel('Email').fill(`latency${run}@example.com`);
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' }).click();
    await page.getByText('Step 2 of 2').waitFor();
    const inserted = page.waitForResponse((response) => response.url().startsWith(`${backendUrl}/rest/v1/leads`) && response.request().method() === 'POST' && response.status() === 201);
    const started = performance.now();
    await context.setOffline(false);
    await inserted;
    samples.push(performance.now() - started);
    process.stdout.write(`run ${run}: ${samples.at(-1).toFixed(0)} ms\n`);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const median = (sorted[Math.floor((sorted.length - 1) / 2)] + sorted[Math.ceil((sorted.length - 1) / 2)]) / 2;
  console.log(`\noutbox delivery latency after reconnect, page open: median ${median.toFixed(0)} ms over ${samples.length} runs (min ${sorted[0].toFixed(0)}, max ${sorted.at(-1).toFixed(0)})`);
} finally {
  await browser.close();
  backend.kill();
  site.kill();
}
