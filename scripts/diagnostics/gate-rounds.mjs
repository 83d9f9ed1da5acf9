// How often the Lighthouse gate passes the product, and how often it catches an injected regression: measures the
// key routes of several builds and their floor interleaved, round after round (every build and route once per
// round, the order rotated each round, so the machine's noise falls on all alike), then judges them as the gate
// does (scripts/gate/verdict.mjs): each route's medians against its floor's over `runs.key` rounds, and the median
// run against the absolute thresholds of lighthouserc.json (performance, LCP, TBT, CLS: these runs measure
// performance alone). Prints, per build:
// - the real gates: rounds 1-5, 6-10, ... each judged as one gate;
// - drawn gates: `--draws` times, `runs.key` rounds drawn with replacement, each route's runs and its floor's of
//   the same rounds judged together, the share that pass, and per route and check how often it failed.
// Builds: the product (this slot's build, RR_SLOT) and the regressions of scripts/gate/regressions.mjs, made from
// it. Writes every run's figures to reports/gate/rounds-<time>.json; `--from=file` judges such a file again (after a
// change of thresholds), and with `--rounds=N` measures N more rounds first, added to the file's. Asserts nothing.
// `--only=relative` or `--only=absolute` judges one kind of threshold alone, to read each one's pass rate.
// Usage: node scripts/diagnostics/gate-rounds.mjs [--rounds=10] [--draws=10000] [--from=reports/gate/rounds-….json]
//   [--only=relative|absolute]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REGRESSIONS, writeRegressedBuild } from '../gate/regressions.mjs';
import { absoluteFailures, assertionsFor, medianRun, relativeLimitsFor, relativeVerdict } from '../gate/verdict.mjs';
import { lighthouseRun, SLOT, startBackend, startSite, writeFloor } from '../lib/lighthouseRuns.mjs';
import { MAIN_THREAD_CPU_AUDIT } from '../lib/mainThreadCpuAudit.mjs';

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const ROUNDS = Number(arg('rounds') ?? 10);
const from = arg('from');
const only = arg('only');
const DRAWS = Number(arg('draws') ?? 10_000);
const OUT_DIR = 'reports/gate';
const { gate } = JSON.parse(readFileSync('lighthouserc.json', 'utf8'));
const { routes, htmlFileFor } = await import(pathToFileURL(`${SLOT.dist}-ssr/entry-server.js`).href);
const keyRoutes = routes.filter((def) => def.key);

/** What the gate reads of a run: the metrics it judges and those LHCI picks the median run by. */
const AUDITS = [
  'first-contentful-paint',
  'interactive',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  MAIN_THREAD_CPU_AUDIT,
];
const slim = (lhr) => ({
  requestedUrl: lhr.requestedUrl,
  categories: { performance: { score: lhr.categories.performance?.score ?? null } },
  audits: Object.fromEntries(
    AUDITS.map((id) => [id, { numericValue: lhr.audits[id]?.numericValue, details: lhr.audits[id]?.details }]),
  ),
  environment: { benchmarkIndex: lhr.environment?.benchmarkIndex },
});

/** runs[build][path] = one slim run per round, in round order, after those `earlier` holds. */
async function measure(earlier) {
  const builds = [
    { name: 'product', dist: SLOT.dist },
    ...Object.keys(REGRESSIONS).map((name) => ({ name, dist: join(OUT_DIR, name) })),
    { name: 'floor', dist: join(OUT_DIR, 'floor') },
  ];
  for (const name of Object.keys(REGRESSIONS)) writeRegressedBuild(SLOT.dist, join(OUT_DIR, name), name);
  writeFloor(SLOT.dist, join(OUT_DIR, 'floor'), keyRoutes.map(htmlFileFor));
  const runs =
    earlier ??
    Object.fromEntries(builds.map((build) => [build.name, Object.fromEntries(keyRoutes.map((def) => [def.path, []]))]));
  const done = runs.floor[keyRoutes[0].path].length;
  const file = from ?? join(OUT_DIR, `rounds-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const stops = [await startBackend()];
  try {
    for (const [index, build] of builds.entries()) {
      // This slot's site port is the product's (its build calls this slot's backend); the others follow it.
      build.port = SLOT.sitePort + index;
      stops.push(await startSite(build.dist, build.port));
    }
    for (let round = done; round < done + ROUNDS; round += 1) {
      for (const def of keyRoutes) {
        const order = builds.map((_, i) => builds[(i + round) % builds.length]);
        for (const build of order) {
          const lhr = slim(await lighthouseRun(`http://127.0.0.1:${build.port}${def.path}`));
          runs[build.name][def.path].push(lhr);
          console.log(
            `round ${round + 1}/${done + ROUNDS} ${def.path} ${build.name}: ${lhr.categories.performance.score}, LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)}, TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)}`,
          );
        }
      }
      mkdirSync(OUT_DIR, { recursive: true });
      writeFileSync(file, JSON.stringify({ rounds: round + 1, runs }));
    }
  } finally {
    for (const stop of stops) stop();
  }
  console.log(`Written to ${file}`);
  return runs;
}

const earlier = from && JSON.parse(readFileSync(from, 'utf8')).runs;
const runs = from && !arg('rounds') ? earlier : await measure(earlier);
const rounds = Math.min(...Object.values(runs.floor).map((list) => list.length));
const n = gate.runs.key;
const PERFORMANCE = [
  'categories:performance',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

/** The failures of one gate over the rounds `picked` of `build`: per route, relative and absolute. */
function judge(build, picked) {
  const failures = [];
  for (const def of keyRoutes) {
    const page = picked.map((round) => runs[build][def.path][round]);
    const floor = picked.map((round) => runs.floor[def.path][round]);
    const relative = relativeVerdict(page, floor, relativeLimitsFor(def.path, gate.relative));
    if (only !== 'absolute')
      for (const failure of relative.failures) failures.push([def.path, `relative ${failure.split(' ')[0]}`, failure]);
    if (only === 'relative') continue;
    const own = Object.fromEntries(
      Object.entries(assertionsFor(def, gate)).filter(([name]) => PERFORMANCE.includes(name)),
    );
    for (const failure of absoluteFailures(medianRun(page), own))
      failures.push([def.path, `absolute ${failure.split(' ')[0]}`, failure]);
  }
  return failures;
}

console.log(`\n${rounds} rounds; a gate is ${n} of them.`);
for (const build of Object.keys(runs).filter((name) => name !== 'floor')) {
  const real = [];
  for (let first = 0; first + n <= rounds; first += n) {
    const failures = judge(
      build,
      Array.from({ length: n }, (_, i) => first + i),
    );
    real.push(failures.length === 0);
    console.log(
      `${build}, rounds ${first + 1}-${first + n}: ${failures.length ? `FAILS ${failures.map(([path, , text]) => `${path} ${text}`).join('; ')}` : 'passes'}`,
    );
  }
  const counts = new Map();
  let passed = 0;
  for (let draw = 0; draw < DRAWS; draw += 1) {
    const picked = Array.from({ length: n }, () => Math.floor(Math.random() * rounds));
    const failures = judge(build, picked);
    if (!failures.length) passed += 1;
    for (const key of new Set(failures.map(([path, check]) => `${path} ${check}`)))
      counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  console.log(
    `${build}: ${real.filter(Boolean).length} of ${real.length} real gates pass; ${((100 * passed) / DRAWS).toFixed(1)}% of ${DRAWS} drawn gates pass`,
  );
  for (const [key, count] of [...counts].sort((a, b) => b[1] - a[1]))
    console.log(`  ${key} fails in ${((100 * count) / DRAWS).toFixed(1)}%`);
}
