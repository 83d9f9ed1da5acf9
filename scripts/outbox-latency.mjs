// Measures how long a lead submitted offline takes to reach the database once the browser is back online
// (page open): median of 20 runs. Needs a build first: `RR_SLOT=n npm run build && RR_SLOT=n node scripts/outbox-latency.mjs`.
// Starts its own local stack (in memory) and static server on the slot's ports, like the e2e run does, and
// refuses to run when something already answers on them (an e2e run on the same slot). Every run checks that
// the lead really waited (the offline line, no row yet) and really landed: exactly one row in `leads`, read
// from the stack's database, not trusted from the HTTP answer.
import { randomUUID } from 'node:crypto';
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

const ADMIN_TOKEN = `latency-${randomUUID()}`;
const OFFLINE_LINE = "You're offline — we'll send it as soon as you're back.";

const children = [];
let stopping = false;

function start(command, args, env) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  // A server that dies (port taken, crash) must stop the measurement, not leave it talking to something else.
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${command} ${args.join(' ')} exited early (${signal ?? code})`);
    stopping = true;
    for (const other of children) other.kill();
    process.exit(1);
  });
  return child;
}

async function answers(url) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/** The stack's `leads` rows for one handle, read through the admin endpoint (the database, not the API). */
async function rowsFor(project) {
  const response = await fetch(`${backendUrl}/_local/rows/leads`, { headers: { 'x-local-admin': ADMIN_TOKEN } });
  if (!response.ok) throw new Error(`GET /_local/rows/leads answered ${response.status}`);
  return (await response.json()).filter((row) => row.project === project);
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

for (const url of [`${backendUrl}/rest/v1/`, `${siteUrl}/`]) {
  if (await answers(url)) throw new Error(`${url} already answers: another run uses slot ${slot}; pick a free RR_SLOT`);
}
const backend = start('node', ['supabase/local/server.mjs'], {
  PORT: String(backendPort),
  LOCAL_DATA_DIR: 'memory://',
  LOCAL_ADMIN_TOKEN: ADMIN_TOKEN,
  FUNCTION_RATE_LIMIT_PER_MINUTE: '1000',
  LEAD_LIMIT_PER_IP_PER_HOUR: '100000',
});
const site = start('node', ['scripts/serve.mjs'], {
  PORT: String(sitePort),
  DIST_DIR: slot ? `dist-slot${slot}` : 'dist',
});
const browser = await chromium.launch({ executablePath: findChrome() ?? undefined, args: CHROME_FLAGS });
try {
  await Promise.all([waitFor(`${backendUrl}/rest/v1/`), waitFor(`${siteUrl}/`)]);
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 839 } });
  // No cookie banner in the way (same record as tests/e2e/consentHelpers.ts).
  await context.addInitScript(() =>
    localStorage.setItem(
      'rr-cookie-consent',
      JSON.stringify({
        version: 1,
        timestamp: new Date().toISOString(),
        essential: true,
        analytics: false,
        advertising: false,
      }),
    ),
  );
  const page = await context.newPage();
  const samples = [];
  for (let run = 1; run <= RUNS; run += 1) {
    // The full-page form stores the handle as typed (only the dialog adds '@').
    const handle = `latency_${run}_${Date.now()}`;
    await page.goto(`${siteUrl}/signup`);
    await page.getByLabel('X (Twitter) username').fill(handle);
    await page.getByLabel('Email').fill(`latency${run}@example.com`);
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' }).click();
    await page.getByText('Step 2 of 2').waitFor();
    // The lead waits in the outbox: the page says so, and the database has no row yet.
    await page.getByRole('main').getByText(OFFLINE_LINE).waitFor();
    if ((await rowsFor(handle)).length !== 0) throw new Error(`run ${run}: ${handle} was stored while offline`);
    // This run's insert, not a late retry of an earlier one.
    const inserted = page.waitForResponse(
      (response) =>
        response.url().startsWith(`${backendUrl}/rest/v1/leads`) &&
        response.request().method() === 'POST' &&
        (response.request().postData() ?? '').includes(handle) &&
        response.status() === 201,
      { timeout: 60_000 },
    );
    const started = performance.now();
    await context.setOffline(false);
    await inserted;
    samples.push(performance.now() - started);
    const rows = await rowsFor(handle);
    if (rows.length !== 1) throw new Error(`run ${run}: expected exactly one row for ${handle}, found ${rows.length}`);
    process.stdout.write(`run ${run}: ${samples.at(-1).toFixed(0)} ms\n`);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const median = (sorted[Math.floor((sorted.length - 1) / 2)] + sorted[Math.ceil((sorted.length - 1) / 2)]) / 2;
  console.log(
    `\noutbox delivery latency after reconnect, page open: median ${median.toFixed(0)} ms over ${samples.length} runs (min ${sorted[0].toFixed(0)}, max ${sorted.at(-1).toFixed(0)})`,
  );
} finally {
  stopping = true;
  await browser.close();
  backend.kill();
  site.kill();
}
