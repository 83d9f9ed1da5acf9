/**
 * `npm test`'s summary line (scripts/lib/testSummary.mjs): a red run never reads "0 failed", and a parallel
 * slot's Playwright report is the one read.
 */
import { describe, expect, it } from 'vitest';
import { countStep, reportFileOf } from '../../scripts/lib/testSummary.mjs';

const vitestReport = (passed: number, failedNames: string[]) => ({
  kind: 'vitest' as const,
  data: {
    numPassedTests: passed,
    numFailedTests: failedNames.length,
    testResults: [{ assertionResults: failedNames.map((fullName) => ({ status: 'failed', fullName })) }],
  },
});

const playwrightReport = (expected: number, unexpected: number, flaky: number) => ({
  kind: 'playwright' as const,
  data: {
    stats: { expected, unexpected, flaky },
    suites: [
      {
        title: 'leads.mobile.spec.ts',
        specs: [
          {
            title: 'keeps a lead typed offline',
            tests: [
              {
                status: unexpected ? 'unexpected' : 'expected',
                projectName: 'pixel7',
                results: [
                  {
                    errors: [
                      {
                        message:
                          'Error: expect(received).toBe(expected) // Object.is equality\n\nExpected: \u001b[32mtrue\u001b[39m\nReceived: \u001b[31mundefined\u001b[39m\n\n  46 |   const reopened = await video(tab);',
                        location: { file: '/check/tests/e2e/leads.mobile.spec.ts', line: 48, column: 27 },
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
});

describe('npm test summary', () => {
  it('counts the tests of a report, and names the failed ones with where their assertion stands and what it saw', () => {
    expect(countStep({ ok: false, report: vitestReport(10, ['outbox > delivers once']) })).toEqual({
      passed: 10,
      failed: 1,
      note: '10 passed, 1 failed',
      failures: ['vitest: outbox > delivers once'],
    });
    const playwright = countStep({ ok: false, report: playwrightReport(5, 1, 0) });
    expect([playwright.passed, playwright.failed]).toEqual([5, 1]);
    expect(playwright.failures).toEqual([
      'playwright [pixel7] leads.mobile.spec.ts › keeps a lead typed offline: Error: expect(received).toBe(expected) // Object.is equality (at leads.mobile.spec.ts:48; Expected: true; Received: undefined)',
    ]);
  });

  it('counts a failed step whose report has no failed test as one failure (a crashed runner, a failed setup)', () => {
    const counted = countStep({ ok: false, report: vitestReport(42, []) });
    expect(counted.failed).toBe(1);
    expect(counted.note).toBe('42 passed, 0 failed, and the step itself failed');
    expect(countStep({ ok: false, report: playwrightReport(0, 0, 0) }).failed).toBe(1);
  });

  it('counts a failed step without a report as one failure, a passed one as one check', () => {
    expect(countStep({ ok: false, report: null })).toMatchObject({ passed: 0, failed: 1 });
    expect(countStep({ ok: true, report: null })).toMatchObject({ passed: 1, failed: 0 });
  });

  it('counts a flaky test as failed in the summary', () => {
    expect(countStep({ ok: true, report: playwrightReport(7, 0, 2) })).toMatchObject({ passed: 7, failed: 2 });
  });

  it("reads the slot's own Playwright report when RR_SLOT is set, and the same vitest report either way", () => {
    const playwright = { kind: 'playwright', file: 'reports/playwright-engines.json' };
    expect(reportFileOf(playwright, '3')).toBe('reports/playwright-engines-slot3.json');
    expect(reportFileOf(playwright, undefined)).toBe('reports/playwright-engines.json');
    expect(reportFileOf(playwright, '0')).toBe('reports/playwright-engines.json');
    expect(reportFileOf({ kind: 'vitest', file: 'reports/vitest.json' }, '3')).toBe('reports/vitest.json');
  });
});
