// How `npm test` (scripts/test.mjs) counts a step in its summary: the tests of a runner that wrote its report in
// this run, or the step as one check. Kept apart so that the counting has a unit test (tests/unit/testSummary.test.ts).
import { basename } from 'node:path';

/**
 * The file a runner step's JSON report is written to. A Playwright run with RR_SLOT=n writes its own
 * (playwright*.config.ts), so that runs in parallel slots do not overwrite each other's.
 */
export function reportFileOf(report, slot) {
  return report.kind === 'playwright' && Number(slot)
    ? report.file.replace(/\.json$/, `-slot${Number(slot)}.json`)
    : report.file;
}

/**
 * What one step adds to the summary. `report` is `{ kind: 'vitest' | 'playwright', data }` when the step's
 * runner wrote one in this run, else null. A failed step whose report counts no failed test (the runner
 * crashed, its setup failed, it wrote no report) counts as one failure, so a red run never sums to "0 failed".
 */
export function countStep({ ok, report }) {
  let passed = 0;
  let failed = 0;
  let note = '';
  const failures = [];
  if (report?.kind === 'vitest') {
    const r = report.data;
    passed = r.numPassedTests;
    failed = r.numFailedTests;
    note = `${r.numPassedTests} passed, ${r.numFailedTests} failed`;
    for (const file of r.testResults) {
      for (const test of file.assertionResults) if (test.status === 'failed') failures.push(`vitest: ${test.fullName}`);
    }
  } else if (report?.kind === 'playwright') {
    const { stats } = report.data;
    passed = stats.expected;
    failed = stats.unexpected + stats.flaky;
    note = `${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky`;
    failures.push(...failedPlaywrightTests(report.data));
  } else if (ok) {
    passed = 1;
  }
  if (!ok && failed === 0) {
    failed = 1;
    if (report) note += ', and the step itself failed';
  }
  return { passed, failed, note, failures };
}

/**
 * "project › file › describe › title: the error's first line (at file:line; Expected …; Received …)" for each test
 * that did not pass in the end: where the assertion stands and what it saw are all a CI log needs to start from.
 */
function failedPlaywrightTests(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results.flatMap((r) => r.errors ?? [])[0];
        out.push(
          `playwright [${test.projectName}] ${[...titles, spec.title].join(' › ')}${test.status === 'flaky' ? ' (flaky)' : ''}: ${describeError(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return out;
}

function describeError(error) {
  const lines = (error?.message ?? '')
    // Without the colour codes the reporter adds.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is how the colour codes start.
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const seen = lines
    .slice(1)
    .filter((line) => /^(Expected|Received)\b/.test(line))
    .map((line) => line.slice(0, 120));
  const at = error?.location ? `at ${basename(error.location.file)}:${error.location.line}` : '';
  const details = [at, ...seen].filter(Boolean).join('; ');
  return `${lines[0] ?? ''}${details ? ` (${details})` : ''}`;
}
