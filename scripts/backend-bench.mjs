// `npm run bench:backend`: the lead-insert load test (scripts/load-test.mjs) with the bench's lighter
// defaults, BENCH_CONNECTIONS (20) visitors for BENCH_SECONDS (10) seconds, and no report file. It prints
// requests/s, latency and the stack's memory, and fails on any error or lost row like the load test.
// Other options pass through, e.g. `npm run bench:backend -- --postgres15`.
const defaults = [
  `--connections=${process.env.BENCH_CONNECTIONS ?? 20}`,
  `--seconds=${process.env.BENCH_SECONDS ?? 10}`,
  '--no-report',
];
// parseArgs keeps the last value of an option, so options given on the command line win over these.
process.argv.splice(2, 0, ...defaults);
await import('./load-test.mjs');
