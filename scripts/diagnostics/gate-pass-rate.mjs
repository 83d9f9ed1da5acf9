// How often the Lighthouse gate's absolute guards would pass on this machine class: reads the runs of several gate
// runs (copies of .lighthouseci, one folder per `node scripts/lhci.mjs [--key-only]`), then draws many gates from the
// runs pooled per route (`runs.key` or `runs.other` runs at a time, with replacement, as the gate collects them), picks
// each draw's median run as `lhci assert` does (LHCI's median-run) and checks it against the gate's absolute thresholds
// (the assertions lhci.mjs wrote to reports/lhci/lighthouserc.json). Prints each real gate's verdict, the share of
// drawn gates that pass, and per route and assertion how often it failed. The relative thresholds need the floor's
// runs of the same rounds: gate-rounds.mjs judges both. Asserts nothing.
// Usage: node scripts/diagnostics/gate-pass-rate.mjs [--draws=N] <folder>...
import { readFileSync } from 'node:fs';
import { absoluteFailures as failures, medianRun } from '../gate/verdict.mjs';
import { readGateRuns } from './gateRuns.mjs';

const draws = Number(process.argv.find((a) => a.startsWith('--draws='))?.split('=')[1] ?? 10_000);
const folders = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const { runs } = JSON.parse(readFileSync('lighthouserc.json', 'utf8')).gate;
const { assertMatrix } = JSON.parse(readFileSync('reports/lhci/lighthouserc.json', 'utf8')).ci.assert;

const gates = readGateRuns(folders);

const assertionsOf = (url) =>
  Object.assign(
    {},
    ...assertMatrix.filter((entry) => new RegExp(entry.matchingUrlPattern).test(url)).map((entry) => entry.assertions),
  );
const urls = [...new Set(gates.flatMap((gate) => [...gate.keys()]))];
console.log(`${gates.length} gate run(s): ${folders.join(', ')}\n`);
for (const [index, gate] of gates.entries()) {
  const failed = urls.flatMap((url) =>
    gate.has(url)
      ? failures(medianRun(gate.get(url)), assertionsOf(url)).map((f) => `${new URL(url).pathname} ${f}`)
      : [],
  );
  console.log(`gate ${index + 1} (${folders[index]}): ${failed.length ? `FAILS ${failed.join('; ')}` : 'passes'}`);
}

const pooled = new Map(urls.map((url) => [url, gates.flatMap((gate) => gate.get(url) ?? [])]));
const perUrlFailures = new Map(urls.map((url) => [url, new Map()]));
let passed = 0;
for (let draw = 0; draw < draws; draw += 1) {
  let ok = true;
  for (const url of urls) {
    const all = pooled.get(url);
    const n =
      all.length >= runs.key && gates.some((gate) => (gate.get(url)?.length ?? 0) >= runs.key) ? runs.key : runs.other;
    const sample = Array.from({ length: n }, () => all[Math.floor(Math.random() * all.length)]);
    for (const failure of failures(medianRun(sample), assertionsOf(url))) {
      ok = false;
      const name = failure.split(' ')[0];
      perUrlFailures.get(url).set(name, (perUrlFailures.get(url).get(name) ?? 0) + 1);
    }
  }
  if (ok) passed += 1;
}
console.log(
  `\n${draws} gates drawn from the ${urls.map((url) => pooled.get(url).length).join('/')} runs pooled per route: ${((100 * passed) / draws).toFixed(1)}% pass`,
);
for (const [url, counts] of perUrlFailures) {
  if (counts.size)
    console.log(
      `  ${new URL(url).pathname}: ${[...counts].map(([name, count]) => `${name} fails in ${((100 * count) / draws).toFixed(1)}%`).join(', ')}`,
    );
}
