// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { printSummary, totals, vitestFailures } from './ci-summary.mjs';

const test = (status: string, projectName = 'chromium') => ({ status, projectName });
const report = {
  stats: { expected: 3, unexpected: 0, flaky: 1 },
  suites: [
    {
      file: 'forms.spec.ts',
      specs: [
        { title: 'es: PQRS', file: 'forms.spec.ts', tests: [test('expected')] },
        { title: 'en: contact', file: 'forms.spec.ts', tests: [test('flaky')] },
      ],
      suites: [{ title: 'group', specs: [{ title: 'nested', file: 'forms.spec.ts', tests: [test('expected')] }] }],
    },
    {
      file: 'resilience.spec.ts',
      specs: [{ title: 'board', file: 'resilience.spec.ts', tests: [test('expected', 'degraded')] }],
    },
  ],
};

describe('the closing summary', () => {
  it('counts a retried test as passed, lists it, and keeps `N passed, N failed` last', () => {
    const result = totals({
      lint: 0,
      typecheck: 0,
      bundleBudget: 0,
      unitExit: 0,
      vitestReport: { numPassedTests: 10 },
      e2eExit: 0,
      playwrightReport: report,
    });
    expect(result.line).toBe('17 passed, 0 failed');
    expect(result.retried).toEqual(['forms.spec.ts › en: contact [chromium]']);
    const lines: string[] = [];
    printSummary(result, (line: string) => lines.push(line));
    expect(lines.join('\n')).toContain('1 test(s) passed only on the retry');
    expect(lines.join('\n')).toContain('forms.spec.ts › en: contact [chromium]');
    expect(lines.at(-1)).toBe('17 passed, 0 failed');
  });

  it('lists nothing when no test was retried, or when the e2e suite did not report', () => {
    const clean = { ...report, suites: [report.suites[1]] };
    expect(totals({ e2eExit: 0, playwrightReport: clean }).retried).toEqual([]);
    expect(totals({ e2eExit: 1, playwrightReport: undefined }).retried).toEqual([]);
  });

  it('names each failed test with the start of its message, after the retried ones and before the closing line', () => {
    const vitestReport = {
      numPassedTests: 4,
      numFailedTests: 1,
      testResults: [
        {
          name: `${process.cwd()}/lib/a.test.ts`,
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            { status: 'passed', fullName: 'a flakes', failureMessages: ['Error: first try'] },
            {
              status: 'failed',
              fullName: 'a times out',
              failureMessages: ['\u001b[31mError: Test timed out in 20000ms.\u001b[39m\n    at x'],
            },
          ],
        },
        {
          name: `${process.cwd()}/lib/b.test.ts`,
          status: 'failed',
          message: 'SyntaxError: Unexpected token',
          assertionResults: [],
        },
      ],
    };
    expect(vitestFailures(vitestReport)).toEqual([
      'lib/a.test.ts › a times out\n      Error: Test timed out in 20000ms.\n          at x',
      'lib/b.test.ts\n      SyntaxError: Unexpected token',
    ]);
    const failedSpec = {
      title: 'es: taxi',
      file: 'taxi.spec.ts',
      tests: [
        {
          status: 'unexpected',
          projectName: 'chromium',
          results: [{ error: { message: 'first' } }, { error: { message: 'Timeout 60000ms exceeded.' } }],
        },
      ],
    };
    const playwrightReport = {
      stats: { expected: 0, unexpected: 1, flaky: 0 },
      suites: [{ file: 'taxi.spec.ts', specs: [failedSpec] }],
      errors: [{ message: 'route.fetch: Test ended' }],
    };
    const result = totals({ unitExit: 1, vitestReport, e2eExit: 1, playwrightReport });
    expect(result.line).toBe('4 passed, 3 failed');
    const lines: string[] = [];
    printSummary(result, (line: string) => lines.push(line));
    const text = lines.join('\n');
    expect(text).toContain('failures (4;');
    expect(result.retried).toEqual(['lib/a.test.ts › a flakes [unit]']);
    expect(text).toContain('lib/a.test.ts › a times out\n      Error: Test timed out in 20000ms.');
    expect(text).toContain('taxi.spec.ts › es: taxi [chromium]\n      Timeout 60000ms exceeded.');
    expect(text).toContain('outside any test\n      route.fetch: Test ended');
    expect(lines.at(-1)).toBe('4 passed, 3 failed');
  });
});
