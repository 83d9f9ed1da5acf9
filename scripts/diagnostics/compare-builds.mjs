// Compares builds of the site with plain Lighthouse: does a change earn its keep? Each build is served by the same
// static server (scripts/serve.mjs) on its own port, beside one local backend, and measured at the mobile preset in
// interleaved rounds (every build and route once per round, the order rotated each round), so the machine's noise
// falls on all builds alike. `--floor` adds the first build's pages with no JavaScript (as `npm run perf` makes its
// floor). Prints, per route and build, the medians of score, FCP, LCP and TBT with their range over the rounds, the main
// thread's work and its longest task, observed (after the first paint) and in CPU time, the longest script in a task
// in CPU time (lighthouseRuns.mjs and mainThreadCpuAudit.mjs say why), and each
// median's difference from the baseline's (the first build, or `--baseline=name`); writes the table and the raw values to reports/compare/.
// Asserts nothing. Usage:
//   node scripts/diagnostics/compare-builds.mjs [--runs=5] [--routes=/,/np1] [--floor] [--baseline=name]
//     [--as-benchmark-index=1500] name=path/to/dist ...
// `--as-benchmark-index` counts the work as a slower machine would (lighthouseRuns.mjs, cpuSlowdownForArgs).
// Each dist needs its server build beside it (path/to/dist-ssr), as `npm run build` leaves them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  cpuSlowdownForArgs,
  lighthouseRun,
  median,
  medianWithRange,
  metricOf,
  presetName,
  SLOT,
  startBackend,
  startSite,
  writeFloor,
} from '../lib/lighthouseRuns.mjs';

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const ROUNDS = Number(arg('runs') ?? 5);
// Ports of its own per `RR_SLOT`, apart from every slot's site and floor (lib/lighthouseRuns.mjs): runs side by
// side never meet.
const FIRST_PORT = 4600 + SLOT.slot * 10;
const OUT_DIR = 'reports/compare';
const builds = process.argv
  .slice(2)
  .filter((a) => !a.startsWith('--'))
  .map((a) => {
    const [name, dist] = a.split('=');
    return { name, dist: resolve(dist) };
  });
if (builds.length < 1) throw new Error('Name at least one build: name=path/to/dist');

const { routes, htmlFileFor } = await import(pathToFileURL(`${builds[0].dist}-ssr/entry-server.js`).href);
const paths = arg('routes')?.split(',') ?? routes.filter((def) => def.key).map((def) => def.path);

if (process.argv.includes('--floor')) {
  const floorDir = resolve(OUT_DIR, 'floor');
  writeFloor(builds[0].dist, floorDir, routes.filter((route) => paths.includes(route.path)).map(htmlFileFor));
  builds.push({ name: 'floor', dist: floorDir });
}

const stops = [await startBackend()];
const results = new Map();
try {
  for (const [index, build] of builds.entries()) {
    build.origin = `http://127.0.0.1:${FIRST_PORT + index}`;
    stops.push(await startSite(build.dist, FIRST_PORT + index));
  }
  const cpuSlowdown = await cpuSlowdownForArgs(process.argv, `${builds[0].origin}${paths[0]}`);
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = builds.map((_, i) => builds[(i + round) % builds.length]);
    for (const path of paths) {
      for (const build of order) {
        const lhr = await lighthouseRun(`${build.origin}${path}`, cpuSlowdown);
        const key = `${path} ${build.name}`;
        results.set(key, [...(results.get(key) ?? []), lhr]);
        const ms = (id) => Math.round(metricOf(lhr, id));
        console.log(
          `round ${round + 1}/${ROUNDS} ${key}: ${metricOf(lhr, 'performance')}, LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}`,
        );
      }
    }
  }
} finally {
  for (const stop of stops) stop();
}

const METRICS = [
  ['score', 'performance', (n) => n.toFixed(2)],
  // The first paint opens the window blocking time is counted in: a change that moves it moves TBT too.
  ['FCP ms', 'first-contentful-paint', (n) => `${Math.round(n)}`],
  ['LCP ms', 'largest-contentful-paint', (n) => `${Math.round(n)}`],
  ['TBT ms', 'total-blocking-time', (n) => `${Math.round(n)}`],
  // What TBT is made of, as observed at the machine's speed: less noisy than TBT (lighthouseRuns.mjs).
  ['main thread, observed ms', 'observed-work', (n) => `${Math.round(n)}`],
  ['longest task after FCP, observed ms', 'observed-longest-task', (n) => `${Math.round(n)}`],
  // The same in CPU time, without the waits for a core that make most of the noise (mainThreadCpuAudit.mjs).
  ['main thread, CPU ms', 'cpu-work', (n) => `${Math.round(n)}`],
  ['longest task, CPU ms', 'cpu-longest-task', (n) => `${Math.round(n)}`],
  ['longest script in a task, CPU ms', 'cpu-longest-script', (n) => `${Math.round(n)}`],
];
const baseline = builds.find((build) => build.name === arg('baseline')) ?? builds[0];
const valuesOf = (path, build, id) => (results.get(`${path} ${build.name}`) ?? []).map((lhr) => metricOf(lhr, id));
const lines = [
  `| route | build | ${METRICS.map(([label]) => `${label} (range) | Δ`).join(' | ')} |`,
  `| --- | --- | ${METRICS.map(() => '---: | ---:').join(' | ')} |`,
];
const raw = {};
for (const path of paths) {
  for (const build of builds) {
    const cells = METRICS.map(([, id, fmt]) => {
      const values = valuesOf(path, build, id);
      const delta = median(values) - median(valuesOf(path, baseline, id));
      const sign = delta > 0 ? '+' : '';
      return `${medianWithRange(values, fmt)} | ${build === baseline ? '' : `${sign}${fmt(delta)}`}`;
    });
    lines.push(`| ${path} | ${build.name} | ${cells.join(' | ')} |`);
    raw[`${path} ${build.name}`] = Object.fromEntries(METRICS.map(([label, id]) => [label, valuesOf(path, build, id)]));
  }
}
const title = `# Lighthouse ${presetName(process.argv)}, ${ROUNDS} interleaved rounds: medians (range), Δ from ${baseline.name}`;
mkdirSync(OUT_DIR, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
writeFileSync(join(OUT_DIR, `compare-${stamp}.md`), `${title}\n\n${lines.join('\n')}\n`);
writeFileSync(join(OUT_DIR, `compare-${stamp}.json`), JSON.stringify({ builds, raw }, null, 2));
console.log(`\n${title}\n\n${lines.join('\n')}\n\nWritten to ${OUT_DIR}/compare-${stamp}.md`);
