// Lighthouse CI over every prerendered page, as its users know it: `lhci collect`, `lhci assert`, `lhci upload`,
// Lighthouse's mobile preset with its own simulated throttling (nothing overridden). What it measures and why the
// thresholds are what they are: docs/performance.md.
//
// The URL list is not kept by hand. The route table (src/routes/routeTable.ts, read from the SSR build) says
// which pages are prerendered and which are key routes (`key: true`); lighthouserc.json holds the settings (the
// Chromium flags come from scripts/find-chrome.mjs), the number of runs per kind of route, the relative limits
// and the absolute assertions per kind, with the few documented exceptions. This script writes the full LHCI
// config from both (reports/lhci/lighthouserc.json, which `npx lhci assert --config=` can read again), starts the
// build (scripts/serve.mjs), its floor (the same pages with every script removed, lib/lighthouseRuns.mjs) and the
// local backend in memory, on this slot's ports (RR_SLOT, as tests/e2e/env.ts), then:
// 1. collects each key route and its floor interleaved: `runs.key` rounds, every round one run of each page and
//    of its floor, which goes first swapped from route to route and round to round, so the machine's noise falls
//    on both alike; then every other page, `runs.other` runs each;
// 2. asserts, per key route, the medians of its rounds against its floor's (scripts/gate/verdict.mjs): LCP at most
//    `relative.lcpRatio` times the floor's, TBT at most `relative.tbtOverFloorMs` over it, the main thread's CPU time
//    at most `relative.cpuOverFloorMs` over the floor's and the most of it our JavaScript takes in one task at most
//    `relative.longestScriptCpuMs`, judged at the speed of a machine of `relative.referenceBenchmarkIndex`
//    (the floor runs no script, so a slower machine lengthens only our tasks); so this holds on a slower or busier
//    machine and fails a slower product on any;
// 3. asserts each route's median run (LHCI's `median-run`: the run nearest the median FCP and TTI) against the
//    absolute thresholds, the guards set at the product's speed on the machines CI runs on;
// 4. prints each route's medians and the spread of its runs, and the audits that cost a 100 in accessibility,
//    best practices or SEO, with the elements they name (CI keeps only its log);
// 5. uploads the pages' runs to reports/lighthouse/ (the median runs are marked in its manifest.json), and to a
//    Lighthouse CI server too when LHCI_SERVER_BASE_URL and LHCI_BUILD_TOKEN are set (scripts/lib/lhciUpload.mjs).
//    The floor's runs are kept apart, in reports/lhci/floor-runs/.
// `--key-only` collects and asserts the key routes alone; `--no-collect` asserts and reports the runs already in
// .lighthouseci and reports/lhci/floor-runs again (after a change of thresholds, say); `--dist=path` measures
// another build of the same pages (a copy with a regression injected, scripts/gate/regressions.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROME_FLAGS, ensureChrome } from './find-chrome.mjs';
import { assertionsFor, medianRun, relativeLimitsFor, relativeVerdict } from './gate/verdict.mjs';
import { uploadTargets } from './lib/lhciUpload.mjs';
import { LIGHTHOUSE_CONFIG_PATH } from './lib/lighthouseConfig.mjs';
import {
  floorOrigin,
  medianWithRangeOf,
  metricOf,
  SLOT,
  siteOrigin,
  startBackend,
  startSite,
  writeFloor,
} from './lib/lighthouseRuns.mjs';

process.env.CHROME_PATH = ensureChrome();
const keyOnly = process.argv.includes('--key-only');
const noCollect = process.argv.includes('--no-collect');
const dist = process.argv.find((a) => a.startsWith('--dist='))?.slice('--dist='.length) ?? SLOT.dist;
const rc = JSON.parse(readFileSync('lighthouserc.json', 'utf8'));
const { gate } = rc;
const { runs, relative } = gate;

const { routes, REDIRECT_PATHS, htmlFileFor } = await import(pathToFileURL(`${SLOT.dist}-ssr/entry-server.js`).href);
// Redirect pages leave at once and the 404 is not a page anyone should land on: nothing to measure.
const measured = routes.filter((def) => def.prerender === 'page' && !REDIRECT_PATHS.includes(def.path));
const keyRoutes = measured.filter((def) => def.key);
const otherRoutes = keyOnly ? [] : measured.filter((def) => !def.key);
const urlOf = (def) => `${siteOrigin}${def.path}`;
const floorUrlOf = (def) => `${floorOrigin}${def.path}`;

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// One assertMatrix entry per distinct set of assertions, matching exactly its routes' URLs.
const groups = new Map();
for (const def of [...keyRoutes, ...otherRoutes]) {
  const own = assertionsFor(def, gate);
  const id = JSON.stringify(own);
  groups.set(id, { assertions: own, urls: [...(groups.get(id)?.urls ?? []), urlOf(def)] });
}
const { aggregationMethod, ...assertSettings } = rc.ci.assert;
const assertMatrix = [...groups.values()].map(({ assertions: own, urls }) => ({
  matchingUrlPattern: `^(${urls.map(escapeRegExp).join('|')})$`,
  aggregationMethod,
  assertions: own,
}));

const generated = {
  ci: {
    ...rc.ci,
    // The Chromium flags every tool of the project runs with (scripts/find-chrome.mjs), and Lighthouse's default
    // config with the main thread's CPU time added (scripts/lib/lighthouseConfig.mjs).
    collect: {
      ...rc.ci.collect,
      settings: {
        ...rc.ci.collect.settings,
        chromeFlags: CHROME_FLAGS.join(' '),
        configPath: LIGHTHOUSE_CONFIG_PATH,
      },
    },
    assert: { ...assertSettings, assertMatrix },
    upload: {
      ...rc.ci.upload,
      outputDir: SLOT.slot ? resolve(`reports/lighthouse-slot${SLOT.slot}`) : rc.ci.upload.outputDir,
    },
  },
};
// LHCI keeps its runs in .lighthouseci under the directory it runs in: a run in another slot runs it in a
// directory of its own, so two slots never mix their runs.
const configDir = resolve(SLOT.slot ? `reports/lhci-slot${SLOT.slot}` : 'reports/lhci');
const lhciDir = SLOT.slot ? configDir : process.cwd();
const runsDir = join(lhciDir, '.lighthouseci');
const floorDir = join(configDir, 'floor');
const floorRunsDir = join(configDir, 'floor-runs');
mkdirSync(configDir, { recursive: true });
const configFile = join(configDir, 'lighthouserc.json');
writeFileSync(configFile, `${JSON.stringify(generated, null, 2)}\n`);

const lhci = (...args) => spawnSync('npx', ['lhci', ...args], { stdio: 'inherit', cwd: lhciDir }).status ?? 1;
/** One `lhci collect` of `urls`, `numberOfRuns` runs each, added to the runs already in .lighthouseci. */
function collectRuns(urls, numberOfRuns, additive) {
  const file = join(configDir, 'lighthouserc.collect.json');
  writeFileSync(file, `${JSON.stringify({ ci: { collect: { ...generated.ci.collect, url: urls, numberOfRuns } } })}\n`);
  return lhci('collect', `--config=${file}`, ...(additive ? ['--additive'] : []));
}

const started = Date.now();
let collected = 0;
if (!noCollect) {
  writeFloor(dist, floorDir, keyRoutes.map(htmlFileFor));
  const stops = [];
  try {
    stops.push(await startBackend(), await startSite(dist, SLOT.sitePort), await startSite(floorDir, SLOT.floorPort));
    for (let round = 0; round < runs.key && collected === 0; round += 1) {
      const urls = keyRoutes.flatMap((def, index) =>
        (round + index) % 2 ? [floorUrlOf(def), urlOf(def)] : [urlOf(def), floorUrlOf(def)],
      );
      console.log(`\nRound ${round + 1} of ${runs.key}: each key route and its floor`);
      collected = collectRuns(urls, 1, round > 0);
    }
    if (collected === 0 && otherRoutes.length) collected = collectRuns(otherRoutes.map(urlOf), runs.other, true);
  } finally {
    for (const stop of stops) stop();
  }
  // The floor's runs apart from the pages': `lhci assert` and `lhci upload` see the site's pages alone.
  rmSync(floorRunsDir, { recursive: true, force: true });
  mkdirSync(floorRunsDir, { recursive: true });
  for (const file of existsSync(runsDir) ? readdirSync(runsDir).filter((name) => /^lhr-\d+\.json$/.test(name)) : []) {
    const lhr = JSON.parse(readFileSync(join(runsDir, file), 'utf8'));
    if (!lhr.requestedUrl.startsWith(`${floorOrigin}/`)) continue;
    for (const twin of [file, file.replace(/\.json$/, '.html')])
      renameSync(join(runsDir, twin), join(floorRunsDir, twin));
  }
  console.log(`\nCollected in ${Math.round((Date.now() - started) / 1000)} s.`);
}

/** Every run LHCI saved in `folder`, by URL. */
function runsIn(folder) {
  const byUrl = new Map();
  if (!existsSync(folder)) return byUrl;
  for (const file of readdirSync(folder).filter((name) => /^lhr-\d+\.json$/.test(name))) {
    const lhr = JSON.parse(readFileSync(join(folder, file), 'utf8'));
    byUrl.set(lhr.requestedUrl, [...(byUrl.get(lhr.requestedUrl) ?? []), lhr]);
  }
  return byUrl;
}
const runsByUrl = runsIn(runsDir);
const floorRunsByUrl = runsIn(floorRunsDir);

const noindex = new Set(measured.filter((def) => !def.indexable).map(urlOf));
/** The audits that cost a category other than performance points in this run, with the elements they name. */
function shortfalls(lhr) {
  const lines = [];
  for (const category of Object.values(lhr.categories)) {
    if (category.id === 'performance' || category.score === 1) continue;
    if (category.id === 'seo' && noindex.has(lhr.requestedUrl)) continue;
    for (const { id, weight } of category.auditRefs) {
      const audit = lhr.audits[id];
      if (!weight || audit.score === null || audit.score === 1) continue;
      const nodes = (audit.details?.items ?? [])
        .map((item) => item.node?.snippet ?? item.source?.url ?? item.url)
        .filter(Boolean);
      lines.push(
        `    ${category.id} ${category.score}: ${id} (${audit.score}) ${nodes.slice(0, 4).join(' ').slice(0, 600)}`,
      );
    }
  }
  return lines;
}

// Each route's median run, and the range of its runs, so a red gate says how far off it was and how noisy.
const score = (lhr) => lhr.categories.performance?.score ?? Number.NaN;
const range = (values, fmt) => (values.length > 1 ? ` (${fmt(Math.min(...values))}-${fmt(Math.max(...values))})` : '');
const ms = (n) => `${Math.round(n)}`;

console.log(
  `\nEach key route against its floor (the same page with no JavaScript), medians of ${runs.key} interleaved rounds (range):`,
);
console.log(
  '| route | LCP ms | floor LCP ms | LCP / floor | TBT ms | floor TBT ms | TBT − floor ms at the reference speed (index) | main thread CPU ms | floor CPU ms | CPU − floor ms at the reference speed | longest script CPU ms at the reference speed | verdict |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
let relativeFailed = false;
for (const def of keyRoutes) {
  const page = runsByUrl.get(urlOf(def)) ?? [];
  const floor = floorRunsByUrl.get(floorUrlOf(def)) ?? [];
  const limits = relativeLimitsFor(def.path, relative);
  const verdict = relativeVerdict(page, floor, limits);
  if (verdict.failures.length) relativeFailed = true;
  console.log(
    `| ${def.path} | ${medianWithRangeOf(page, 'largest-contentful-paint')} | ${medianWithRangeOf(floor, 'largest-contentful-paint')} | ${verdict.ratio.toFixed(2)} (≤ ${limits.lcpRatio}) | ${medianWithRangeOf(page, 'total-blocking-time')} | ${medianWithRangeOf(floor, 'total-blocking-time')} | ${Math.round(verdict.over)} (≤ ${limits.tbtOverFloorMs}; ${Math.round(verdict.index)}) | ${medianWithRangeOf(page, 'cpu-work')} | ${medianWithRangeOf(floor, 'cpu-work')} | ${Math.round(verdict.cpuOver)} (≤ ${limits.cpuOverFloorMs}) | ${verdict.longestAtReference.toFixed(1)} (≤ ${limits.longestScriptCpuMs}) | ${verdict.failures.length ? `FAILS: ${verdict.failures.join('; ')}` : 'passes'} |`,
  );
}
if (relativeFailed) console.error('A key route costs more than its floor allows (above): the gate fails.');

console.log('\nMedian run of each route (range over its runs), mobile preset, simulated throttling:');
console.log('| route | runs | performance | LCP ms | TBT ms | CLS | a11y | best practices | SEO |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const def of [...keyRoutes, ...otherRoutes]) {
  const lhrs = runsByUrl.get(urlOf(def)) ?? [];
  if (!lhrs.length) {
    console.log(`| ${def.path} | 0 | no run | | | | | | |`);
    continue;
  }
  const chosen = medianRun(lhrs);
  const metric = (id, fmt) =>
    `${fmt(metricOf(chosen, id))}${range(
      lhrs.map((lhr) => metricOf(lhr, id)),
      fmt,
    )}`;
  const category = (id) => chosen.categories[id]?.score?.toFixed(2) ?? '-';
  console.log(
    `| ${def.path}${def.key ? ' (key)' : ''} | ${lhrs.length} | ${score(chosen).toFixed(2)}${range(lhrs.map(score), (n) => n.toFixed(2))} | ${metric('largest-contentful-paint', ms)} | ${metric('total-blocking-time', ms)} | ${metric('cumulative-layout-shift', (n) => n.toFixed(3))} | ${category('accessibility')} | ${category('best-practices')} | ${category('seo')} |`,
  );
  for (const line of shortfalls(chosen)) console.log(line);
}

console.log(`\nAbsolute assertions on each route's median run (lighthouserc.json, written out in ${configFile}):`);
const asserted = collected === 0 ? lhci('assert', `--config=${configFile}`) : 1;
// Every target, even after a failed one: a server that is down must not cost the local reports.
const uploaded =
  uploadTargets(configFile)
    .map((args) => lhci(...args))
    .find((status) => status !== 0) ?? 0;
if (collected !== 0) console.error('Lighthouse CI could not collect every run (above): the gate fails.');
process.exit(collected || (relativeFailed ? 1 : 0) || asserted || uploaded);
