// `npm run perf`: build, run Lighthouse (mobile, simulated throttling) over every prerendered route, and
// write a Markdown table (score, FCP, LCP, TBT, CLS, JS KB) to reports/perf/, printing it too.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npm', ['run', '--silent', 'build']);
rmSync('.lighthouseci', { recursive: true, force: true });
// The assertions may fail; the table is still wanted, so the exit code is reported, not fatal.
const lhci = spawnSync('node', ['scripts/lhci.mjs', '--all-runs'], { stdio: 'inherit' });

const byUrl = new Map();
for (const file of readdirSync('.lighthouseci').filter((name) => name.startsWith('lhr-') && name.endsWith('.json'))) {
  const lhr = JSON.parse(readFileSync(join('.lighthouseci', file), 'utf8'));
  const list = byUrl.get(lhr.requestedUrl) ?? [];
  list.push(lhr);
  byUrl.set(lhr.requestedUrl, list);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [...byUrl.entries()].map(([url, lhrs]) => {
  const audit = (id) => median(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? 0));
  const jsBytes = median(
    lhrs.map((lhr) => (lhr.audits['resource-summary']?.details?.items ?? []).find((item) => item.resourceType === 'script')?.transferSize ?? 0),
  );
  return {
    path: new URL(url).pathname,
    runs: lhrs.length,
    score: median(lhrs.map((lhr) => lhr.categories.performance.score)),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: jsBytes / 1024,
    cpu: lhrs.map((lhr) => `${lhr.configSettings.throttling.cpuSlowdownMultiplier}`).join('/'),
  };
});
rows.sort((a, b) => a.path.localeCompare(b.path));

const lines = [
  '| route | runs | score | FCP ms | LCP ms | TBT ms | CLS | JS KB (transfer) | CPU slowdown per run |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ...rows.map((r) =>
    `| ${r.path} | ${r.runs} | ${r.score.toFixed(2)} | ${Math.round(r.fcp)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${r.jsKb.toFixed(1)} | ${r.cpu} |`),
];
mkdirSync('reports/perf', { recursive: true });
const file = join('reports/perf', `perf-${new Date().toISOString().replace(/[:.]/g, '-')}.md`);
writeFileSync(file, `# Lighthouse, mobile preset, simulated throttling, CPU slowdown calibrated per run (median of each route's runs)\n\n${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}\n\nWritten to ${file}`);
process.exit(lhci.status ?? 0);
