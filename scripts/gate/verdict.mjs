// The Lighthouse gate's verdict on a set of runs, shared by the gate (scripts/lhci.mjs) and by the measurements of
// how often it passes and what it catches (scripts/diagnostics/gate-rounds.mjs), so both judge alike:
// - relative: each key route's medians over its rounds (its paint, its blocking time, its main thread's CPU time)
//   against the medians of its floor (the same page with no JavaScript) measured in the same rounds, so a slower or
//   busier machine moves both sides;
// - absolute: lighthouserc.json's assertions on the route's median run, as `lhci assert` checks them.
import { createRequire } from 'node:module';
import { medianOf } from '../lib/lighthouseRuns.mjs';

const require = createRequire(import.meta.url);
const { computeRepresentativeRuns } = require('@lhci/utils/src/representative-runs.js');

/** The run `lhci assert` judges among a route's runs (LHCI's median-run: nearest the median FCP and TTI). */
export function medianRun(lhrs) {
  return computeRepresentativeRuns([lhrs.map((lhr) => [lhr, lhr])])[0];
}

/** A route's relative limits: the gate's, with any exception for its path laid over them. */
export function relativeLimitsFor(path, relative) {
  const { exceptions = [], ...limits } = relative;
  for (const exception of exceptions) if (exception.paths.includes(path)) Object.assign(limits, exception.limits);
  return limits;
}

/**
 * One key route against its floor, from the medians of their runs:
 * - LCP at most `lcpRatio` times the floor's;
 * - TBT at most `tbtOverFloorMs` over the floor's;
 * - the main thread's CPU time (scripts/lib/mainThreadCpuAudit.mjs) at most `cpuOverFloorMs` over the floor's, and
 *   the most of it our JavaScript takes in one task at most `longestScriptCpuMs`: what the page asks of the
 *   processor, which the machine's other threads do not lengthen, so it sees a smaller regression than TBT can
 *   through its noise (docs/performance.md#cpu-time).
 * A missing or broken metric fails (a NaN passes no comparison).
 *
 * The floor runs no script, so a slower machine lengthens our tasks and not its own: what is measured over the floor,
 * and the longest script, are judged at the speed of a machine of `referenceBenchmarkIndex`, scaled by the run's median
 * BenchmarkIndex against it (never up: a faster machine is judged as it measured). Blocking time counts only what a
 * task takes past 50 ms, so it grows faster than the slowdown, and this scaling still leaves a slow machine stricter
 * than a calm one.
 */
export function relativeVerdict(
  pageLhrs,
  floorLhrs,
  { lcpRatio, tbtOverFloorMs, cpuOverFloorMs, longestScriptCpuMs, referenceBenchmarkIndex },
) {
  const lcp = medianOf(pageLhrs, 'largest-contentful-paint');
  const floorLcp = medianOf(floorLhrs, 'largest-contentful-paint');
  const tbt = medianOf(pageLhrs, 'total-blocking-time');
  const floorTbt = medianOf(floorLhrs, 'total-blocking-time');
  const cpu = medianOf(pageLhrs, 'cpu-work');
  const floorCpu = medianOf(floorLhrs, 'cpu-work');
  const longest = medianOf(pageLhrs, 'cpu-longest-script');
  const ratio = lcp / floorLcp;
  const index = medianOf(pageLhrs, 'benchmark-index');
  const speed = referenceBenchmarkIndex && index > 0 ? Math.min(1, index / referenceBenchmarkIndex) : 1;
  const over = (tbt - floorTbt) * speed;
  const cpuOver = (cpu - floorCpu) * speed;
  const longestAtReference = longest * speed;
  const atReference = (value) => `${Math.round(value)} at the reference machine's speed`;
  const failures = [];
  if (!(ratio <= lcpRatio))
    failures.push(
      `LCP ${Math.round(lcp)} ms is ${ratio.toFixed(2)}x its floor's ${Math.round(floorLcp)} ms (at most ${lcpRatio}x)`,
    );
  if (!(over <= tbtOverFloorMs))
    failures.push(
      `TBT ${Math.round(tbt)} ms is ${Math.round(tbt - floorTbt)} ms over its floor's ${Math.round(floorTbt)} ms, ${atReference(over)} (at most ${tbtOverFloorMs})`,
    );
  if (!(cpuOver <= cpuOverFloorMs))
    failures.push(
      `CPU time of the main thread ${Math.round(cpu)} ms is ${Math.round(cpu - floorCpu)} ms over its floor's ${Math.round(floorCpu)} ms, ${atReference(cpuOver)} (at most ${cpuOverFloorMs})`,
    );
  if (!(longestAtReference <= longestScriptCpuMs))
    failures.push(
      `JavaScript took ${longest.toFixed(1)} ms of CPU in one task, ${atReference(longestAtReference)} (at most ${longestScriptCpuMs})`,
    );
  return {
    lcp,
    floorLcp,
    ratio,
    tbt,
    floorTbt,
    over,
    cpu,
    floorCpu,
    cpuOver,
    longest,
    longestAtReference,
    index,
    failures,
  };
}

/**
 * A route's absolute assertions: its kind's (`key` or `other`), with any exception for its path laid over them
 * (LHCI applies every matching entry of an assertMatrix, so an exception can only loosen a bar by replacing it).
 * SEO is not asserted on pages that say noindex on purpose: Lighthouse's is-crawlable audit fails them by design.
 */
export function assertionsFor(def, gate) {
  const own = { ...gate.assertions[def.key ? 'key' : 'other'] };
  for (const exception of gate.exceptions)
    if (exception.paths.includes(def.path)) Object.assign(own, exception.assertions);
  if (!def.indexable) delete own['categories:seo'];
  return own;
}

/** The absolute assertions one run fails, as "name found > bound" (the checks `lhci assert` makes on it). */
export function absoluteFailures(lhr, assertions) {
  const out = [];
  for (const [name, [, { minScore, maxNumericValue }]] of Object.entries(assertions)) {
    if (name.startsWith('categories:')) {
      const score = lhr.categories[name.slice('categories:'.length)]?.score ?? 0;
      if (minScore !== undefined && score < minScore) out.push(`${name} ${score} < ${minScore}`);
    } else {
      const value = lhr.audits[name]?.numericValue ?? Number.POSITIVE_INFINITY;
      if (maxNumericValue !== undefined && value > maxNumericValue)
        out.push(`${name} ${Math.round(value * 1000) / 1000} > ${maxNumericValue}`);
    }
  }
  return out;
}
