// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { printSummary, totals } from './ci-summary.mjs';

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
    expect(lines.join('\n')).toContain('1 e2e test(s) passed only on the retry');
    expect(lines.join('\n')).toContain('forms.spec.ts › en: contact [chromium]');
    expect(lines.at(-1)).toBe('17 passed, 0 failed');
  });

  it('lists nothing when no test was retried, or when the e2e suite did not report', () => {
    const clean = { ...report, suites: [report.suites[1]] };
    expect(totals({ e2eExit: 0, playwrightReport: clean }).retried).toEqual([]);
    expect(totals({ e2eExit: 1, playwrightReport: undefined }).retried).toEqual([]);
  });
});
