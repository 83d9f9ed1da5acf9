// Plain Lighthouse runs for the measuring scripts (scripts/perf.mjs, scripts/diagnostics/compare-builds.mjs):
// the mobile preset as Lighthouse sets it, one fresh Chromium per run as Lighthouse CI makes them, and the
// servers they measure started and stopped in their own process groups.
import { spawn } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, ensureChrome } from '../find-chrome.mjs';
import lighthouseConfig from './lighthouseConfig.mjs';
import { MAIN_THREAD_CPU_AUDIT } from './mainThreadCpuAudit.mjs';

const slot = Number(process.env.RR_SLOT ?? 0);
/**
 * This run's build and ports: `RR_SLOT=n` gives a run its own, as scripts/build.mjs and tests/e2e/env.ts do, so
 * a measurement never meets another run's servers or build.
 */
export const SLOT = {
  slot,
  dist: slot ? `dist-slot${slot}` : 'dist',
  sitePort: 4173 + slot * 10,
  backendPort: 54321 + slot * 10,
  /** The page with no JavaScript (writeFloor), beside the site. */
  floorPort: 4178 + slot * 10,
};
/** The site's origin in this slot. */
export const siteOrigin = `http://127.0.0.1:${SLOT.sitePort}`;
/** The floor's origin in this slot. */
export const floorOrigin = `http://127.0.0.1:${SLOT.floorPort}`;

// Starting the in-memory stack takes over a minute when the machine is busy.
const READY_TIMEOUT_MS = 180_000;

/** The servers this process started and has not stopped: a measurement stopped by a signal stops them too. */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    for (const stop of running) stop();
    process.exit(1);
  });

/** Starts `command` in its own process group; resolves, once it prints `pattern`, to a function that stops it. */
export function startServer(command, pattern, env = {}) {
  const child = spawn(command, {
    shell: true,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const stop = () => {
    running.delete(stop);
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  running.add(stop);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`"${command}" not ready within ${READY_TIMEOUT_MS} ms`));
    }, READY_TIMEOUT_MS);
    child.stdout.on('data', (chunk) => {
      if (!String(chunk).includes(pattern)) return;
      clearTimeout(timer);
      child.stdout.resume();
      resolve(stop);
    });
    child.on('exit', (code) => reject(new Error(`"${command}" exited (${code}) before it was ready`)));
  });
}

/** The local Supabase stack on this slot's port, in memory (every run starts from empty tables). */
export function startBackend() {
  return startServer('node supabase/local/server.mjs', 'Local Supabase stack ready', {
    PORT: String(SLOT.backendPort),
    LOCAL_DATA_DIR: 'memory://',
  });
}

/** A build served as in production (scripts/serve.mjs) on `port`. */
export function startSite(dist, port) {
  return startServer('node scripts/serve.mjs', 'Site:', { PORT: String(port), DIST_DIR: dist });
}

const chromePath = ensureChrome();

/** The mobile preset's CPU slowdown: Lighthouse counts each observed task this many times as long. */
const PRESET_CPU_SLOWDOWN = 4;

/** The BenchmarkIndex of `--as-benchmark-index=N`, or 0 without it. */
function targetIndex(argv) {
  return Number(argv.find((a) => a.startsWith('--as-benchmark-index='))?.split('=')[1] ?? 0);
}

/** The preset the runs are made at, as a report's title names it. */
export function presetName(argv) {
  const target = targetIndex(argv);
  return target ? `mobile preset as on a machine of BenchmarkIndex ${target}` : 'mobile preset';
}

/**
 * `--as-benchmark-index=N`: the CPU slowdown that makes this machine's runs count its work as a machine whose
 * Lighthouse BenchmarkIndex is N would, at the mobile preset. The simulation multiplies each observed task by the
 * slowdown, and a task takes about as much longer as the machine's index is lower, so the preset's 4x is scaled by
 * (this machine's index / N), this machine's index being the median of three runs of `url`. A projection, not a
 * measurement: it scales the script's and the floor's work alike, and says where the slower machine's blocking time
 * comes from before a run there does (docs/performance.md#on-a-slower-machine). Undefined without the option.
 */
export async function cpuSlowdownForArgs(argv, url) {
  const target = targetIndex(argv);
  if (!target) return undefined;
  const indexes = [];
  for (let run = 0; run < 3; run += 1) indexes.push((await lighthouseRun(url)).environment.benchmarkIndex);
  const slowdown = (PRESET_CPU_SLOWDOWN * median(indexes)) / target;
  console.log(
    `BenchmarkIndex here ${Math.round(median(indexes))} (${indexes.map(Math.round).join(', ')}): measuring as ${target} with a CPU slowdown of ${slowdown.toFixed(1)}`,
  );
  return slowdown;
}

/**
 * One Lighthouse run (performance only, with the main thread's CPU time: lighthouseConfig.mjs) of `url`, at the
 * mobile preset or with its CPU slowdown replaced by `cpuSlowdown`; a broken run is made again, up to three times.
 */
export async function lighthouseRun(url, cpuSlowdown) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...CHROME_FLAGS, '--headless=new'] });
    try {
      const { lhr } = await lighthouse(
        url,
        {
          port: chrome.port,
          onlyCategories: ['performance'],
          disableFullPageScreenshot: true,
          logLevel: 'error',
          ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
        },
        lighthouseConfig,
      );
      if (!lhr.runtimeError || attempt === 3) return lhr;
      console.warn(`  ${url}: broken run (${lhr.runtimeError.code}), running it again`);
    } finally {
      await chrome.kill();
    }
  }
}

/** The page with no JavaScript: every script element and every modulepreload hint taken out, nothing else. */
function withoutJavaScript(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

/**
 * Writes the floor of `dist` into `floorDir`: a copy of the build in which the pages `files` (paths inside it)
 * have no JavaScript, served the same way as the build itself.
 */
export function writeFloor(dist, floorDir, files) {
  rmSync(floorDir, { recursive: true, force: true });
  cpSync(dist, floorDir, { recursive: true });
  for (const file of files) {
    writeFileSync(join(floorDir, file), withoutJavaScript(readFileSync(join(floorDir, file), 'utf8')));
  }
}

/** The median of the finite values (the mean of the middle two for an even count), NaN if there are none. */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** "median (min–max)" of the values, each written by `format` (whole numbers by default): a figure with its spread. */
export function medianWithRange(values, format = (n) => `${Math.round(n)}`) {
  return `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
}

/**
 * The main thread's work as this run's browser did it, not as Lighthouse simulates it: every top-level task's
 * observed duration summed (`work`, the page's own parsing, style and layout included, so the floor has some too),
 * and the longest task that began after the first paint (`longest`), in milliseconds at the machine's own speed
 * (the mobile preset's simulation counts them about four times as long). Blocking time is a nonlinear function of
 * where the simulator places each task; these are not, so they move less from run to run and show a change in how
 * much work there is, or in how it is cut into pieces, that TBT's spread would hide.
 */
function observedMainThread(lhr) {
  const firstPaint = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint;
  const tasks = lhr.audits['main-thread-tasks']?.details?.items;
  if (!Number.isFinite(firstPaint) || !tasks) return { work: NaN, longest: NaN };
  const after = tasks.filter((task) => task.startTime >= firstPaint).map((task) => task.duration);
  return { work: tasks.reduce((sum, task) => sum + task.duration, 0), longest: Math.max(0, ...after) };
}

/**
 * An audit's numeric value, or a category's score (`performance`), of one run; `observed-work` and
 * `observed-longest-task` are the main thread's work as observed (observedMainThread), `cpu-work` and
 * `cpu-longest-task` the same in CPU time over the whole load, `cpu-longest-script` the most CPU time JavaScript took
 * in one task (mainThreadCpuAudit.mjs), `benchmark-index` the machine's speed as Lighthouse measured it for the run.
 */
export function metricOf(lhr, id) {
  if (id === 'performance') return lhr.categories.performance?.score ?? NaN;
  if (id === 'benchmark-index') return lhr.environment?.benchmarkIndex ?? NaN;
  if (id === 'observed-work') return observedMainThread(lhr).work;
  if (id === 'observed-longest-task') return observedMainThread(lhr).longest;
  if (id === 'cpu-work') return lhr.audits[MAIN_THREAD_CPU_AUDIT]?.numericValue ?? NaN;
  if (id === 'cpu-longest-task') return lhr.audits[MAIN_THREAD_CPU_AUDIT]?.details?.longestTask ?? NaN;
  if (id === 'cpu-longest-script') return lhr.audits[MAIN_THREAD_CPU_AUDIT]?.details?.longestScript ?? NaN;
  return lhr.audits[id]?.numericValue ?? NaN;
}

/** The median of one metric (metricOf) over runs. */
export function medianOf(lhrs, id) {
  return median(lhrs.map((lhr) => metricOf(lhr, id)));
}

/** The same with its range over the runs (medianWithRange), in whole numbers unless `format` says otherwise. */
export function medianWithRangeOf(lhrs, id, format) {
  return medianWithRange(
    lhrs.map((lhr) => metricOf(lhr, id)),
    format,
  );
}
