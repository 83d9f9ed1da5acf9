// `npm run perf`: build, run Lighthouse (mobile, simulated throttling) over every prerendered route, and
// write a Markdown table (score, FCP, LCP, TBT, CLS, JS KB) to reports/perf/, printing it too: the runs at the
// mobile preset (4x CPU, issue 10's measure), then the same runs at the CPU slowdown calibrated to the host,
// and their own-CPU audits (scripts/lib/ownCpuTrace.mjs). scripts/lhci.mjs makes all three from each run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CALIBRATED_REPORTS, OWN_CPU_REPORTS, PRESET_REPORTS, runsIn } from './lib/lighthouseRuns.mjs';

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npm', ['run', '--silent', 'build']);
// The assertions may fail; the table is still wanted, so the exit code is reported, not fatal.
const lhci = spawnSync('node', ['scripts/lhci.mjs', '--all-runs'], { stdio: 'inherit' });

/** Each route's Lighthouse results in one of LHCI's folders, by URL. */
function resultsIn(dir) {
  const byUrl = new Map();
  for (const file of readdirSync(dir).filter((name) => name.startsWith('lhr-') && name.endsWith('.json'))) {
    const lhr = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    byUrl.set(lhr.requestedUrl, [...(byUrl.get(lhr.requestedUrl) ?? []), lhr]);
  }
  return byUrl;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const medianOf = (lhrs, id) => median(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? 0));
/** One audit's medians over a route's runs, as table cells: score, FCP, LCP, TBT, CLS, runs at 1.00. */
function cells(lhrs = []) {
  if (!lhrs.length) return Array(6).fill('-');
  const ms = (id) => Math.round(medianOf(lhrs, id));
  return [
    median(lhrs.map((lhr) => lhr.categories.performance?.score ?? 0)).toFixed(2),
    ms('first-contentful-paint'),
    ms('largest-contentful-paint'),
    ms('total-blocking-time'),
    medianOf(lhrs, 'cumulative-layout-shift').toFixed(3),
    `${lhrs.filter((lhr) => lhr.categories.performance?.score === 1).length}/${lhrs.length}`,
  ];
}

const presetByUrl = resultsIn(runsIn(PRESET_REPORTS));
const ownCpuByUrl = resultsIn(runsIn(OWN_CPU_REPORTS));
const rows = [...resultsIn(runsIn(CALIBRATED_REPORTS)).entries()].map(([url, lhrs]) => {
  const jsBytes = median(
    lhrs.map((lhr) => (lhr.audits['resource-summary']?.details?.items ?? []).find((item) => item.resourceType === 'script')?.transferSize ?? 0),
  );
  return [
    new URL(url).pathname,
    lhrs.length,
    (jsBytes / 1024).toFixed(1),
    ...cells(presetByUrl.get(url)),
    lhrs.map((lhr) => `${lhr.configSettings.throttling.cpuSlowdownMultiplier}`).join('/'),
    ...cells(lhrs),
    ...cells(ownCpuByUrl.get(url)),
  ];
});
rows.sort((a, b) => a[0].localeCompare(b[0]));

const audit = (name) => [`${name}: score`, 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'runs at 1.00'];
const header = ['route', 'runs', 'JS KB (transfer)', ...audit('preset 4x'), 'calibrated: CPU slowdown per run', ...audit('calibrated'), ...audit('own CPU')];
const lines = [
  `| ${header.join(' | ')} |`,
  `| --- | ${header.slice(1).map((title) => (title.includes('slowdown') ? '---' : '---:')).join(' | ')} |`,
  ...rows.map((row) => `| ${row.join(' | ')} |`),
];
mkdirSync('reports/perf', { recursive: true });
const file = join('reports/perf', `perf-${new Date().toISOString().replace(/[:.]/g, '-')}.md`);
const title =
  "# Lighthouse, mobile preset, simulated throttling (median of each route's runs): at the preset's 4x CPU; at the CPU slowdown calibrated to the host per run; own CPU: the calibrated runs with each task cut to its CPU time";
writeFileSync(file, `${title}\n\n${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}\n\nWritten to ${file}`);
process.exit(lhci.status ?? 0);
