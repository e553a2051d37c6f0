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

/**
 * The tests that passed only on Playwright's retry (status "flaky"), as `file › title [project]`. They count
 * as passed, so one flake does not sink CI, but each is a defect to fix: `npm test` lists them.
 */
export function playwrightRetried(report) {
  const retried = [];
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') retried.push(`${spec.file ?? file} › ${spec.title} [${test.projectName}]`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, suite.file ?? file);
  };
  for (const suite of report?.suites ?? []) visit(suite, suite.file);
  return retried;
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
  const retried = playwrightRetried(playwrightReport);
  return { parts, passed, failed, retried, line: `${passed} passed, ${failed} failed` };
}

/** The per-suite totals, the retried tests, then `N passed, N failed` as the last line. */
export function printSummary(result, log = console.log) {
  log('\nSummary');
  for (const [name, part] of Object.entries(result.parts)) {
    log(`  ${name.padEnd(10)} ${part.passed} passed, ${part.failed} failed${part.note ? ` (${part.note})` : ''}`);
  }
  if (result.retried.length > 0) {
    log(`  retried    ${result.retried.length} e2e test(s) passed only on the retry (flaky: a defect to fix):`);
    for (const title of result.retried) log(`    ${title}`);
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
