// Lighthouse's CPU slowdown, calibrated to the machine it runs on at the moment it runs.
//
// Lighthouse's mobile preset slows the CPU 4x, a factor chosen so that a high-end desktop (BenchmarkIndex
// ~1500) behaves like a mid-tier phone. On a slower host the same 4x emulates a much slower phone: Lighthouse
// flags hosts under 1000 itself ("The tested device appears to have a slower CPU than Lighthouse expects") and
// its docs ask for a lower multiplier there (docs/throttling.md, "Calibrating the CPU slowdown"). The 2-core CI
// VMs here measure 650-1700 from one run to the next (CPU steal), so a fixed factor emulates a different phone
// on every run. Each run's multiplier is therefore derived from the BenchmarkIndex Lighthouse measured in that
// very run, with the Lighthouse team's calculator: a fast host gets more than 4x, a slow one less.

/**
 * The calculator's highest anchor. Above it the calculator only extends its line, and the benchmark itself
 * has grown with V8 since its devices were measured: a 2-core VM here read ~3700 on Chromium 156, which the
 * line would turn into 14x, a phone several times slower than any the calculator was fitted to (/np1's TBT
 * went from ~100 ms at 2-5x to 230-560 ms). So the slowdown stops growing there: 6x, still 1.5 times
 * Lighthouse's own mobile preset.
 */
const HIGHEST_CALIBRATED_INDEX = 2000;

/**
 * The multiplier for a BenchmarkIndex, after https://lighthouse-cpu-throttling-calculator.vercel.app/
 * (patrickhulce/lighthouse-cpu-throttling-calculator): 150 → 1x, 800 → 2x, 1300 → 3x, 1533 → 4x, 2000 → 6x,
 * linear in between, never below 1x nor above 6x. Rounded to 0.1.
 */
export function multiplierFor(measuredIndex) {
  const benchmarkIndex = Math.min(measuredIndex, HIGHEST_CALIBRATED_INDEX);
  let multiplier;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else multiplier = 1 + Math.max(0, benchmarkIndex - 150) / 650;
  return Math.round(multiplier * 10) / 10;
}
