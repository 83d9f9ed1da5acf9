// `npm test`: every check the project has, in the order a failure is cheapest to find. Runs them all,
// then prints one summary line ("N passed, N failed") and exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChrome } from './find-chrome.mjs';
import { countStep, reportFileOf } from './lib/testSummary.mjs';

mkdirSync('reports', { recursive: true });
process.env.CHROME_PATH = ensureChrome({ install: true });

// The consent-gated tags (src/consent/tagLoader.ts) load only when their IDs are configured, and no ID is by
// default, so a default build cannot show a tag waiting for consent. npm test builds with test IDs and gives the
// same IDs to Playwright: tests/e2e/consent.spec.ts then proves each tag is requested only after its consent
// (it intercepts the requests: nothing leaves the machine), and the CSP it needs is the one served. Only this
// run's build is affected: `npm run build` and `npm start` keep the defaults (no tag), and the bundle and
// pages are the same apart from the ID and the CSP's tag origins. One build, no extra time.
const TEST_TAG_IDS = { VITE_GA_ID: 'G-TEST123', VITE_META_PIXEL_ID: '1234567890' };

const steps = [
  // Formatting and lint (biome.jsonc): writes nothing, fails on unformatted code or a lint error.
  { name: 'format and lint (Biome)', cmd: ['npx', 'biome', 'check', '.'] },
  { name: 'type check (app)', cmd: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'type check (service worker)', cmd: ['npx', 'tsc', '-p', 'sw/tsconfig.json', '--noEmit'] },
  // Code the browser, the worker, the functions and the local stack all import: ECMAScript only (src/shared/tsconfig.json).
  { name: 'type check (shared code)', cmd: ['npx', 'tsc', '-p', 'src/shared/tsconfig.json', '--noEmit'] },
  // deno check once, then each function bundled on its own, as a deploy bundles it (scripts/check-functions.mjs).
  {
    name: 'type check and bundle (edge functions)',
    cmd: ['npm', 'run', '--silent', 'check:functions'],
    optional: 'check:functions',
  },
  // Built before the unit tests: some of them check the build's output (the precache list).
  { name: 'build', cmd: ['npm', 'run', '--silent', 'build'], env: TEST_TAG_IDS },
  {
    name: 'unit and backend tests',
    cmd: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=reports/vitest.json'],
    report: { kind: 'vitest', file: 'reports/vitest.json' },
  },
  { name: 'JS/CSS size budget per route', cmd: ['node', 'scripts/size-budget.mjs'], needs: 'build' },
  { name: 'no secret in dist/ or the git tree', cmd: ['node', 'scripts/scan-secrets.mjs'], needs: 'build' },
  { name: 'npm audit (runtime dependencies, high and critical)', cmd: ['node', 'scripts/audit.mjs'] },
  // One retry: a test that fails and then passes is reported as flaky, by name, after the summary (and counted
  // as failed there), but does not by itself make the run red; a test that fails twice does.
  {
    name: 'end-to-end tests',
    cmd: ['npx', 'playwright', 'test', '--retries=1'],
    report: { kind: 'playwright', file: 'reports/playwright.json' },
    needs: 'build',
    env: TEST_TAG_IDS,
  },
  // The visitor journeys again in real WebKit and Firefox (tests/engines/, README's Tests section).
  {
    name: 'end-to-end tests in WebKit and Firefox',
    cmd: ['npx', 'playwright', 'test', '-c', 'playwright.engines.config.ts', '--retries=1'],
    report: { kind: 'playwright', file: 'reports/playwright-engines.json' },
    needs: 'build',
    env: TEST_TAG_IDS,
  },
  // npm run test:stress, as two steps: 50 concurrent clients inserting leads for 30 s, every row counted; then
  // 100 submissions from two tabs through outages, reloads and worker updates (tests/e2e/chaos.faults.spec.ts).
  { name: 'load test (50 clients, 30 s)', cmd: ['node', 'scripts/load-test.mjs'] },
  {
    name: 'chaos test of delivery (100 submissions)',
    cmd: ['npx', 'playwright', 'test', '-c', 'playwright.stress.config.ts'],
    needs: 'build',
  },
  // Interaction latency at 4x CPU, judged at the speed of the machine the budgets are set for, measured in the same
  // run (tests/bench/, docs/performance.md#interaction-latency): alone, after the suites that share the CPU.
  {
    name: 'interaction latency benchmark',
    cmd: ['npx', 'playwright', 'test', '-c', 'tests/bench/playwright.config.ts'],
    needs: 'build',
  },
  // Lighthouse CI at the mobile preset: each key route against its floor (the same page with no JavaScript) over five
  // interleaved rounds, and against the absolute guards; one run of every other prerendered page (docs/performance.md).
  { name: 'Lighthouse CI', cmd: ['node', 'scripts/lhci.mjs'], needs: 'build' },
];

const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
const results = [];
// Names of the failed tests, repeated after the summary: CI keeps only the tail of a run's output.
const failures = [];
let passed = 0;
let failed = 0;

for (const step of steps) {
  if (step.optional && !scripts[step.optional]) continue;
  if (step.needs && results.find((r) => r.name === step.needs && !r.ok)) {
    results.push({ name: step.name, ok: false, note: `not run: ${step.needs} failed` });
    failed += 1;
    continue;
  }
  // A report left by an earlier run must not be read as this one's.
  const reportFile = step.report && reportFileOf(step.report, process.env.RR_SLOT);
  if (reportFile) rmSync(reportFile, { force: true });
  console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const ok = run.status === 0;
  const report =
    reportFile && existsSync(reportFile)
      ? { kind: step.report.kind, data: JSON.parse(readFileSync(reportFile, 'utf8')) }
      : null;
  const counts = countStep({ ok, report });
  passed += counts.passed;
  failed += counts.failed;
  failures.push(...counts.failures);
  results.push({
    name: step.name,
    ok,
    note: [`${Math.round((Date.now() - started) / 1000)}s`, counts.note].filter(Boolean).join(', '),
  });
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name} (${r.note})`);
const allOk = results.every((r) => r.ok);
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
