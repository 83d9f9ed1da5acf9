// Lighthouse CI over every prerendered page, as its users know it: `lhci collect`, `lhci assert`, `lhci upload`,
// Lighthouse's mobile preset with its own simulated throttling (nothing overridden), the median run of each
// route asserted. What it measures and why the thresholds are what they are: docs/performance.md.
//
// The URL list is not kept by hand. The route table (src/routes/routeTable.ts, read from the SSR build) says
// which pages are prerendered and which are key routes (`key: true`); lighthouserc.json holds the settings (the
// Chromium flags come from scripts/find-chrome.mjs), the
// number of runs per kind of route and the assertions per kind, with the few documented exceptions. This script
// writes the full LHCI config from both (reports/lhci/lighthouserc.json, which `npx lhci assert --config=` can
// read again), then:
// 1. collects the key routes, `runs.key` runs each, then every other page, `runs.other` runs each (one LHCI
//    collect each, which starts and stops the site and the local backend with `startServerCommand`);
// 2. asserts each route's median run (LHCI's `median-run`: the run nearest the median FCP and TTI);
// 3. prints each route's median run and the spread of its runs, and the audits that cost a 100 in
//    accessibility, best practices or SEO, with the elements they name (CI keeps only its log);
// 4. uploads the runs to reports/lighthouse/ (the median runs are marked in its manifest.json), and to a Lighthouse
//    CI server too when LHCI_SERVER_BASE_URL and LHCI_BUILD_TOKEN are set (scripts/lib/lhciUpload.mjs).
// `--key-only` collects and asserts the key routes alone; `--no-collect` asserts and reports the runs already in
// .lighthouseci again (after a change of thresholds, say).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROME_FLAGS, ensureChrome } from './find-chrome.mjs';
import { uploadTargets } from './lib/lhciUpload.mjs';

const require = createRequire(import.meta.url);
const { computeRepresentativeRuns } = require('@lhci/utils/src/representative-runs.js');

process.env.CHROME_PATH = ensureChrome();
const keyOnly = process.argv.includes('--key-only');
const noCollect = process.argv.includes('--no-collect');
const rc = JSON.parse(readFileSync('lighthouserc.json', 'utf8'));
const { origin, runs, assertions, exceptions } = rc.gate;

const { routes, REDIRECT_PATHS } = await import(pathToFileURL('dist-ssr/entry-server.js').href);
// Redirect pages leave at once and the 404 is not a page anyone should land on: nothing to measure.
const measured = routes.filter((def) => def.prerender === 'page' && !REDIRECT_PATHS.includes(def.path));
const keyRoutes = measured.filter((def) => def.key);
const otherRoutes = keyOnly ? [] : measured.filter((def) => !def.key);
const urlOf = (def) => `${origin}${def.path}`;

/**
 * Each route's assertions: its kind's, with any exception for its path laid over them (LHCI applies every
 * matching entry of an assertMatrix, so an exception can only loosen a bar by replacing it). SEO is not asserted
 * on pages that say noindex on purpose: Lighthouse's is-crawlable audit fails them by design.
 */
function assertionsFor(def) {
  const own = { ...assertions[def.key ? 'key' : 'other'] };
  for (const exception of exceptions) if (exception.paths.includes(def.path)) Object.assign(own, exception.assertions);
  if (!def.indexable) delete own['categories:seo'];
  return own;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// One assertMatrix entry per distinct set of assertions, matching exactly its routes' URLs.
const groups = new Map();
for (const def of [...keyRoutes, ...otherRoutes]) {
  const own = assertionsFor(def);
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
    // The Chromium flags every tool of the project runs with (scripts/find-chrome.mjs).
    collect: {
      ...rc.ci.collect,
      settings: { ...rc.ci.collect.settings, chromeFlags: CHROME_FLAGS.join(' ') },
      url: keyRoutes.map(urlOf),
      numberOfRuns: runs.key,
    },
    assert: { ...assertSettings, assertMatrix },
  },
};
const configDir = 'reports/lhci';
mkdirSync(configDir, { recursive: true });
const configFile = join(configDir, 'lighthouserc.json');
const otherConfigFile = join(configDir, 'lighthouserc.other.json');
writeFileSync(configFile, `${JSON.stringify(generated, null, 2)}\n`);
writeFileSync(
  otherConfigFile,
  `${JSON.stringify({ ci: { collect: { ...generated.ci.collect, url: otherRoutes.map(urlOf), numberOfRuns: runs.other } } }, null, 2)}\n`,
);

const lhci = (...args) => spawnSync('npx', ['lhci', ...args], { stdio: 'inherit' }).status ?? 1;
const started = Date.now();
let collected = 0;
if (!noCollect) {
  collected = lhci('collect', `--config=${configFile}`);
  if (collected === 0 && otherRoutes.length) collected = lhci('collect', `--config=${otherConfigFile}`, '--additive');
  console.log(`\nCollected in ${Math.round((Date.now() - started) / 1000)} s.`);
}

/** Every run LHCI saved, by URL. */
const runsByUrl = new Map();
for (const file of readdirSync('.lighthouseci').filter((name) => /^lhr-\d+\.json$/.test(name))) {
  const lhr = JSON.parse(readFileSync(join('.lighthouseci', file), 'utf8'));
  runsByUrl.set(lhr.requestedUrl, [...(runsByUrl.get(lhr.requestedUrl) ?? []), lhr]);
}

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
const value = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
const score = (lhr) => lhr.categories.performance?.score ?? NaN;
const range = (values, fmt) => (values.length > 1 ? ` (${fmt(Math.min(...values))}-${fmt(Math.max(...values))})` : '');
const ms = (n) => `${Math.round(n)}`;
console.log('\nMedian run of each route (range over its runs), mobile preset, simulated throttling:');
console.log('| route | runs | performance | LCP ms | TBT ms | CLS | a11y | best practices | SEO |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const def of [...keyRoutes, ...otherRoutes]) {
  const lhrs = runsByUrl.get(urlOf(def)) ?? [];
  if (!lhrs.length) {
    console.log(`| ${def.path} | 0 | no run | | | | | | |`);
    continue;
  }
  const [median] = computeRepresentativeRuns([lhrs.map((lhr) => [lhr, lhr])]);
  const metric = (id, fmt) =>
    `${fmt(value(median, id))}${range(
      lhrs.map((lhr) => value(lhr, id)),
      fmt,
    )}`;
  const category = (id) => median.categories[id]?.score?.toFixed(2) ?? '-';
  console.log(
    `| ${def.path}${def.key ? ' (key)' : ''} | ${lhrs.length} | ${score(median).toFixed(2)}${range(lhrs.map(score), (n) => n.toFixed(2))} | ${metric('largest-contentful-paint', ms)} | ${metric('total-blocking-time', ms)} | ${metric('cumulative-layout-shift', (n) => n.toFixed(3))} | ${category('accessibility')} | ${category('best-practices')} | ${category('seo')} |`,
  );
  for (const line of shortfalls(median)) console.log(line);
}

console.log(
  "\nAssertions on each route's median run (lighthouserc.json, written out in reports/lhci/lighthouserc.json):",
);
const asserted = collected === 0 ? lhci('assert', `--config=${configFile}`) : 1;
// Every target, even after a failed one: a server that is down must not cost the local reports.
const uploaded =
  uploadTargets(configFile)
    .map((args) => lhci(...args))
    .find((status) => status !== 0) ?? 0;
if (collected !== 0) console.error('Lighthouse CI could not collect every run (above): the gate fails.');
process.exit(collected || asserted || uploaded);
