// `npm run perf`: build, run Lighthouse (mobile, simulated throttling) over every prerendered route, and
// write a Markdown table (score, FCP, LCP, TBT, CLS, JS KB) to reports/perf/, printing it too; beside
// Lighthouse's own figures, the same runs' own-CPU audits (scripts/lib/ownCpuTrace.mjs).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OWN_CPU_REPORTS } from './lib/ownCpuTrace.mjs';

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
const ownCpuByUrl = resultsIn(join(OWN_CPU_REPORTS, '.lighthouseci'));
const rows = [...resultsIn('.lighthouseci').entries()].map(([url, lhrs]) => {
  const jsBytes = median(
    lhrs.map((lhr) => (lhr.audits['resource-summary']?.details?.items ?? []).find((item) => item.resourceType === 'script')?.transferSize ?? 0),
  );
  const ownCpu = ownCpuByUrl.get(url) ?? [];
  return {
    path: new URL(url).pathname,
    runs: lhrs.length,
    score: median(lhrs.map((lhr) => lhr.categories.performance.score)),
    fcp: medianOf(lhrs, 'first-contentful-paint'),
    lcp: medianOf(lhrs, 'largest-contentful-paint'),
    tbt: medianOf(lhrs, 'total-blocking-time'),
    cls: medianOf(lhrs, 'cumulative-layout-shift'),
    jsKb: jsBytes / 1024,
    ownScore: ownCpu.length ? median(ownCpu.map((lhr) => lhr.categories.performance.score)).toFixed(2) : '-',
    ownLcp: ownCpu.length ? Math.round(medianOf(ownCpu, 'largest-contentful-paint')) : '-',
    ownTbt: ownCpu.length ? Math.round(medianOf(ownCpu, 'total-blocking-time')) : '-',
    ownPerfect: `${ownCpu.filter((lhr) => lhr.categories.performance.score === 1).length}/${ownCpu.length}`,
    cpu: lhrs.map((lhr) => `${lhr.configSettings.throttling.cpuSlowdownMultiplier}`).join('/'),
  };
});
rows.sort((a, b) => a.path.localeCompare(b.path));

const lines = [
  '| route | runs | score | FCP ms | LCP ms | TBT ms | CLS | JS KB (transfer) | own CPU: score | LCP ms | TBT ms | runs at 1.00 | CPU slowdown per run |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ...rows.map((r) =>
    `| ${r.path} | ${r.runs} | ${r.score.toFixed(2)} | ${Math.round(r.fcp)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${r.jsKb.toFixed(1)} | ${r.ownScore} | ${r.ownLcp} | ${r.ownTbt} | ${r.ownPerfect} | ${r.cpu} |`),
];
mkdirSync('reports/perf', { recursive: true });
const file = join('reports/perf', `perf-${new Date().toISOString().replace(/[:.]/g, '-')}.md`);
writeFileSync(file, `# Lighthouse, mobile preset, simulated throttling, CPU slowdown calibrated per run (median of each route's runs); own CPU: the same runs, each task cut to its CPU time\n\n${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}\n\nWritten to ${file}`);
process.exit(lhci.status ?? 0);
