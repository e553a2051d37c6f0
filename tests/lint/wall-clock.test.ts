// @vitest-environment node
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { noWallClockInTests, testFiles } from './wall-clock.mjs';

function problems(code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      {
        files: testFiles,
        languageOptions: { parser: tseslint.parser },
        rules: { 'no-restricted-syntax': noWallClockInTests },
      },
    ],
    'lib/example.test.ts',
  );
  return messages.map((message) => `${message.line}:${message.message.slice(0, 40)}`);
}

describe('the wall-clock rule for test files', () => {
  it.each([
    [
      'performance.now() compared with a number',
      'const s = performance.now(); expect(performance.now() - s).toBeLessThan(1000);',
    ],
    ['a waited variable from performance.now()', 'const s = performance.now();\nconst waited = performance.now() - s;'],
    ['Date.now() minus a start', 'const started = Date.now(); expect(Date.now() - started).toBeLessThan(500);'],
    ['Date.now() minus a field', 'expect(Date.now() - state.startedAt).toBeLessThan(500);'],
    ['new Date().getTime() minus a start', 'const t = 1; const ms = new Date().getTime() - t;'],
    ['process.hrtime', 'const t = process.hrtime.bigint();'],
  ])('refuses %s', (_, code) => {
    expect(problems(code).length).toBeGreaterThan(0);
  });

  it.each([
    ['an instant in the past', 'const past = new Date(Date.now() - 1000);'],
    ['an instant in the future', 'const later = Date.now() + 3 * 3_600_000;'],
    ['a unique id', 'const email = `a-${Date.now()}@example.com`;'],
    ['a difference of two given dates', 'const d = a.getTime() - b.getTime();'],
    [
      'the documented escape',
      '// eslint-disable-next-line no-restricted-syntax -- reads the clock once, compares nothing\nconst t = performance.now();',
    ],
  ])('allows %s', (_, code) => {
    expect(problems(code)).toEqual([]);
  });
});
