// `npm run perf`: what each key route costs a visitor, at Lighthouse's mobile preset as Lighthouse sets it, and
// how much of that is our JavaScript. Asserts nothing: the gate is `npm test`'s Lighthouse CI (docs/performance.md).
//
// Builds the site, then for each key route of the route table (`key: true`) measures:
// - the page as it ships (the build served by scripts/serve.mjs, beside the local backend in memory);
// - its floor: the same prerendered HTML and CSS with every <script> and modulepreload removed, served by the
//   same static server from a copy of the build (reports/perf/floor/) on its own port.
// RR_SLOT=n measures that slot's build on its ports (lib/lighthouseRuns.mjs).
// The two are measured interleaved, round after round (the order swapped every round), so the machine's noise
// hits both alike. Prints, per route, the medians over the rounds of each one's performance score, LCP and TBT
// (with their range) and CLS, LCP(page) / LCP(floor) and TBT(page) - TBT(floor), and the main thread's work in CPU
// time, the part of TBT's tasks that is the page's own rather than the machine's (lib/mainThreadCpuAudit.mjs);
// writes the table to reports/perf/.
// `--runs=N` rounds (default 5), `--no-build` measures the existing dist/, `--as-benchmark-index=N` counts the
// work as a machine of that Lighthouse BenchmarkIndex would (lib/lighthouseRuns.mjs, cpuSlowdownForArgs).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  cpuSlowdownForArgs,
  floorOrigin,
  lighthouseRun,
  medianOf,
  medianWithRangeOf,
  metricOf,
  presetName,
  SLOT,
  siteOrigin,
  startBackend,
  startSite,
  writeFloor,
} from './lib/lighthouseRuns.mjs';

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const ROUNDS = Number(arg('runs') ?? 5);
const FLOOR_DIR = 'reports/perf/floor';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { routes, htmlFileFor } = await import(pathToFileURL(`${SLOT.dist}-ssr/entry-server.js`).href);
const keyRoutes = routes.filter((def) => def.key);

writeFloor(SLOT.dist, FLOOR_DIR, keyRoutes.map(htmlFileFor));

const stops = [
  await startBackend(),
  await startSite(SLOT.dist, SLOT.sitePort),
  await startSite(FLOOR_DIR, SLOT.floorPort),
];
const results = new Map(keyRoutes.map((def) => [def.path, { page: [], floor: [] }]));
try {
  const cpuSlowdown = await cpuSlowdownForArgs(process.argv, `${siteOrigin}${keyRoutes[0].path}`);
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const def of keyRoutes) {
      const kinds = round % 2 ? ['page', 'floor'] : ['floor', 'page'];
      for (const kind of kinds) {
        const lhr = await lighthouseRun(`${kind === 'page' ? siteOrigin : floorOrigin}${def.path}`, cpuSlowdown);
        results.get(def.path)[kind].push(lhr);
        const tbt = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
        const lcp = Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
        const cpu = Math.round(metricOf(lhr, 'cpu-work'));
        console.log(
          `round ${round}/${ROUNDS} ${def.path} ${kind}: performance ${lhr.categories.performance?.score}, LCP ${lcp} ms, TBT ${tbt} ms, main thread CPU ${cpu} ms`,
        );
      }
    }
  }
} finally {
  for (const stop of stops) stop();
}

const scoreOf = (lhrs) => medianOf(lhrs, 'performance');

const header = [
  'route',
  'score',
  'LCP ms',
  'TBT ms',
  'CLS',
  'floor score',
  'floor LCP ms',
  'floor TBT ms',
  'LCP / floor',
  'TBT − floor ms',
  'main thread CPU ms',
  'floor main thread CPU ms',
  'CPU − floor ms',
  'longest script CPU ms',
];
const rows = keyRoutes.map((def) => {
  const { page, floor } = results.get(def.path);
  const [lcp, floorLcp] = [medianOf(page, 'largest-contentful-paint'), medianOf(floor, 'largest-contentful-paint')];
  const [tbt, floorTbt] = [medianOf(page, 'total-blocking-time'), medianOf(floor, 'total-blocking-time')];
  return [
    def.path,
    scoreOf(page).toFixed(2),
    medianWithRangeOf(page, 'largest-contentful-paint'),
    medianWithRangeOf(page, 'total-blocking-time'),
    medianOf(page, 'cumulative-layout-shift').toFixed(3),
    scoreOf(floor).toFixed(2),
    medianWithRangeOf(floor, 'largest-contentful-paint'),
    medianWithRangeOf(floor, 'total-blocking-time'),
    (lcp / floorLcp).toFixed(2),
    Math.round(tbt - floorTbt),
    medianWithRangeOf(page, 'cpu-work'),
    medianWithRangeOf(floor, 'cpu-work'),
    Math.round(medianOf(page, 'cpu-work') - medianOf(floor, 'cpu-work')),
    medianWithRangeOf(page, 'cpu-longest-script'),
  ];
});
const lines = [
  `| ${header.join(' | ')} |`,
  `| --- | ${header
    .slice(1)
    .map(() => '---:')
    .join(' | ')} |`,
  ...rows.map((row) => `| ${row.join(' | ')} |`),
];
const title = `# Key routes, Lighthouse ${presetName(process.argv)}, median of ${ROUNDS} interleaved runs each: the page, and its floor (the same HTML and CSS, no JavaScript)`;
// How busy the machine was: a shared machine's load lengthens the page's tasks, and so its blocking time over the
// floor's, far more than the floor's own (docs/performance.md#cpu-time). A figure is read beside it.
const allRuns = [...results.values()].flatMap(({ page, floor }) => [...page, ...floor]);
const { referenceBenchmarkIndex } = JSON.parse(readFileSync('lighthouserc.json', 'utf8')).gate.relative;
const machine = `Lighthouse's BenchmarkIndex over these runs: ${medianWithRangeOf(allRuns, 'benchmark-index')}; the gate judges at ${referenceBenchmarkIndex}, a calm machine of CI's class (the lower, the busier).`;
mkdirSync('reports/perf', { recursive: true });
const file = join('reports/perf', `perf-${new Date().toISOString().replace(/[:.]/g, '-')}.md`);
writeFileSync(file, `${title}\n\n${lines.join('\n')}\n\n${machine}\n`);
console.log(`\n${title}\n\n${lines.join('\n')}\n\n${machine}\n\nWritten to ${file}`);
