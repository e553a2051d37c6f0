#!/usr/bin/env node
/**
 * Totals of all test suites as one line, `N passed, N failed`, which CI reads.
 *   - lint and typecheck count as one test each (passed when the command exits 0);
 *   - Vitest totals come from its JSON reporter (a test file that fails to load counts as one failure);
 *   - Playwright totals come from its JSON reporter (flaky = passed on retry; errors outside tests,
 *     such as a web server that did not start, count as one failure).
 * A suite that exits non-zero without a usable report counts as one failure, so a crash is never green.
 *
 *   - the bundle budget (bench:bundle + bench:check --only=bundle) counts as one test.
 * CLI: node scripts/ci-summary.mjs --lint=<exit> --typecheck=<exit> --unit-exit=<exit> --vitest=<json>
 *                                  --e2e-exit=<exit> --playwright=<json> --bundle=<exit>
 */
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

function readJson(file) {
  if (!file || !existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Vitest's JSON report (Jest-compatible shape) → { passed, failed }. */
export function vitestTotals(report, exitCode) {
  if (!report || typeof report.numPassedTests !== 'number') {
    return exitCode === 0
      ? { passed: 0, failed: 0 }
      : { passed: 0, failed: 1, note: 'unit suite failed without a report' };
  }
  let failed = report.numFailedTests ?? 0;
  // Files that failed before running a test (syntax error, failing import, hook error).
  for (const file of report.testResults ?? []) {
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed')) failed += 1;
  }
  if (exitCode !== 0 && failed === 0) failed = 1;
  return { passed: report.numPassedTests, failed };
}

/** Playwright's JSON report → { passed, failed }. */
export function playwrightTotals(report, exitCode) {
  if (!report || !report.stats) {
    return exitCode === 0
      ? { passed: 0, failed: 0 }
      : { passed: 0, failed: 1, note: 'e2e suite failed without a report' };
  }
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
  let failed = unexpected;
  if (failed === 0 && ((report.errors ?? []).length > 0 || exitCode !== 0)) failed = 1;
  return { passed: expected + flaky, failed };
}

/** Every test of a Playwright JSON report, with its title as `file › title [project]`. */
function playwrightTests(report) {
  const tests = [];
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        tests.push({ test, title: `${spec.file ?? file} › ${spec.title} [${test.projectName}]` });
      }
    }
    for (const child of suite.suites ?? []) visit(child, suite.file ?? file);
  };
  for (const suite of report?.suites ?? []) visit(suite, suite.file);
  return tests;
}

/** Every test file of a Vitest JSON report, named relative to the checkout, with its tests. */
function vitestFiles(report) {
  const cwd = `${process.cwd()}/`;
  return (report?.testResults ?? []).map((file) => ({
    file,
    name: String(file.name ?? '').replace(cwd, ''),
    tests: file.assertionResults ?? [],
  }));
}

/**
 * The tests that passed only on Playwright's retry (status "flaky"), as `file › title [project]`. They count
 * as passed, so one flake does not sink CI, but each is a defect to fix: `npm test` lists them.
 */
export function playwrightRetried(report) {
  return playwrightTests(report)
    .filter(({ test }) => test.status === 'flaky')
    .map(({ title }) => title);
}

/** The unit tests that failed and then passed on Vitest's retry (CI only): passed, with the first try's errors. */
export function vitestRetried(report) {
  return vitestFiles(report).flatMap(({ name, tests }) =>
    tests
      .filter((test) => test.status === 'passed' && (test.failureMessages ?? []).length > 0)
      .map((test) => `${name} › ${test.fullName ?? test.title} [unit]`),
  );
}

/** The first lines of a failure message, without terminal colours, indented under its test. */
function excerpt(message, lines = 6) {
  return String(message ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, lines)
    .map((line) => `      ${line.slice(0, 300)}`)
    .join('\n');
}

/**
 * The unit tests that failed, as `file › full name` with the start of their message, and test files that
 * failed before running a test. Printed in the closing summary: a CI log is often read only from its end.
 */
export function vitestFailures(report) {
  return vitestFiles(report).flatMap(({ file, name, tests }) => {
    const failed = tests.filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failed.length === 0) return [`${name}\n${excerpt(file.message)}`];
    return failed.map(
      (test) => `${name} › ${test.fullName ?? test.title}\n${excerpt((test.failureMessages ?? []).join('\n'))}`,
    );
  });
}

/** The e2e tests that failed even on the retry, as `file › title [project]` with the start of the last error. */
export function playwrightFailures(report) {
  const failed = playwrightTests(report)
    .filter(({ test }) => test.status === 'unexpected')
    .map(({ test, title }) => {
      const last = (test.results ?? []).at(-1);
      return `${title}\n${excerpt(last?.error?.message ?? (last?.errors ?? [])[0]?.message)}`;
    });
  const outside = (report?.errors ?? []).map((error) => `outside any test\n${excerpt(error.message)}`);
  return [...failed, ...outside];
}

/** A command that counts as one test: passed when it exits 0; undefined when it did not run. */
function oneTest(exitCode) {
  if (exitCode === undefined) return { passed: 0, failed: 0 };
  return exitCode === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

export function totals({ lint, typecheck, bundleBudget, unitExit, vitestReport, e2eExit, playwrightReport }) {
  const parts = {
    lint:
      lint === undefined ? { passed: 0, failed: 0 } : lint === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 },
    typecheck:
      typecheck === undefined
        ? { passed: 0, failed: 0 }
        : typecheck === 0
          ? { passed: 1, failed: 0 }
          : { passed: 0, failed: 1 },
    unit: unitExit === undefined ? { passed: 0, failed: 0 } : vitestTotals(vitestReport, unitExit),
    e2e: e2eExit === undefined ? { passed: 0, failed: 0 } : playwrightTotals(playwrightReport, e2eExit),
    bundle: oneTest(bundleBudget),
  };
  const passed = Object.values(parts).reduce((n, p) => n + p.passed, 0);
  const failed = Object.values(parts).reduce((n, p) => n + p.failed, 0);
  const retried = [...vitestRetried(vitestReport), ...playwrightRetried(playwrightReport)];
  const failures = [...vitestFailures(vitestReport), ...playwrightFailures(playwrightReport)];
  return { parts, passed, failed, retried, failures, line: `${passed} passed, ${failed} failed` };
}

/** The per-suite totals, the retried tests, the failed ones with their messages, then `N passed, N failed` last. */
export function printSummary(result, log = console.log) {
  log('\nSummary');
  for (const [name, part] of Object.entries(result.parts)) {
    log(`  ${name.padEnd(10)} ${part.passed} passed, ${part.failed} failed${part.note ? ` (${part.note})` : ''}`);
  }
  if (result.retried.length > 0) {
    log(`  retried    ${result.retried.length} test(s) passed only on the retry (flaky: a defect to fix):`);
    for (const title of result.retried) log(`    ${title}`);
  }
  if (result.failures.length > 0) {
    log(`  failures (${result.failures.length}; lint, typecheck and bundle print theirs above):`);
    for (const failure of result.failures) log(`    ${failure}`);
  }
  log(result.line);
}

function parseArgs(argv) {
  const args = {};
  for (const arg of argv) {
    const match = /^--([\w-]+)=(.*)$/.exec(arg);
    if (match) args[match[1]] = match[2];
  }
  return args;
}

const exit = (value) => (value === undefined || value === '' ? undefined : Number(value));

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = parseArgs(process.argv.slice(2));
  const result = totals({
    lint: exit(args.lint),
    typecheck: exit(args.typecheck),
    bundleBudget: exit(args.bundle),
    unitExit: exit(args['unit-exit']),
    vitestReport: readJson(args.vitest),
    e2eExit: exit(args['e2e-exit']),
    playwrightReport: readJson(args.playwright),
  });
  printSummary(result);
  process.exit(result.failed > 0 ? 1 : 0);
}
