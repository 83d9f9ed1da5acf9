// How much the Lighthouse gate's verdict moves from one run of it to the next: reads the runs of several gate runs
// (copies of .lighthouseci, one folder per run of `node scripts/lhci.mjs`) and prints, per route, the median run
// of each gate run (what `lhci assert` judged) and, over them, the median and the range of performance, LCP, TBT
// and CLS. With `--resample`, it also draws 2000 gate runs from all the runs pooled (`runs.key` or
// `runs.other` of them at a time, as the gate does) and prints the value of each metric's median run that 90%
// and 95% of those draws stay within: the thresholds a gate that passes 9 in 10 needs at least.
// Asserts nothing. Usage: node scripts/diagnostics/lighthouse-spread.mjs [--resample] <folder>...
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readGateRuns } from './gateRuns.mjs';

const require = createRequire(import.meta.url);
const { computeRepresentativeRuns } = require('@lhci/utils/src/representative-runs.js');

const resample = process.argv.includes('--resample');
const folders = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const { runs } = JSON.parse(readFileSync('lighthouserc.json', 'utf8')).gate;

const gates = readGateRuns(folders);

const METRICS = [
  ['performance', (lhr) => lhr.categories.performance?.score ?? NaN, (n) => n.toFixed(2), 'min'],
  ['LCP ms', (lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? NaN, (n) => `${Math.round(n)}`, 'max'],
  ['TBT ms', (lhr) => lhr.audits['total-blocking-time']?.numericValue ?? NaN, (n) => `${Math.round(n)}`, 'max'],
  ['CLS', (lhr) => lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN, (n) => n.toFixed(3), 'max'],
];
const medianRun = (lhrs) => computeRepresentativeRuns([lhrs.map((lhr) => [lhr, lhr])])[0];
const sorted = (values) => [...values].sort((a, b) => a - b);
const median = (values) => sorted(values)[Math.floor(values.length / 2)];
/** The value `share` of the draws stay within: the low end for a score, the high end for a time. */
const within = (values, share, side) => {
  const s = sorted(values);
  return side === 'min' ? s[Math.floor((1 - share) * (s.length - 1))] : s[Math.ceil(share * (s.length - 1))];
};

const urls = [...new Set(gates.flatMap((gate) => [...gate.keys()]))];
console.log(`${gates.length} gate run(s): ${folders.join(', ')}\n`);
const header = [
  'route',
  'runs',
  ...METRICS.map(([name]) => `${name}: median run per gate`),
  ...METRICS.map(([name]) => `${name}: median (range)`),
];
if (resample) header.push(...METRICS.map(([name]) => `${name}: 90% / 95% within`));
console.log(`| ${header.join(' | ')} |`);
console.log(
  `| --- | ${header
    .slice(1)
    .map(() => '---')
    .join(' | ')} |`,
);
for (const url of urls) {
  const perGate = gates.map((gate) => gate.get(url)).filter(Boolean);
  const representative = perGate.map(medianRun);
  const pooled = perGate.flat();
  const cells = [new URL(url).pathname, `${pooled.length}`];
  for (const [, read, fmt] of METRICS) cells.push(representative.map((lhr) => fmt(read(lhr))).join(' '));
  for (const [, read, fmt] of METRICS) {
    const values = representative.map(read);
    cells.push(`${fmt(median(values))} (${fmt(Math.min(...values))}-${fmt(Math.max(...values))})`);
  }
  if (resample) {
    const size = Math.round(pooled.length / perGate.length) >= runs.key ? runs.key : runs.other;
    const draws = Array.from({ length: 2000 }, () =>
      medianRun(Array.from({ length: size }, () => pooled[Math.floor(Math.random() * pooled.length)])),
    );
    for (const [, read, fmt, side] of METRICS) {
      const values = draws.map(read);
      cells.push(`${fmt(within(values, 0.9, side))} / ${fmt(within(values, 0.95, side))}`);
    }
  }
  console.log(`| ${cells.join(' | ')} |`);
}
