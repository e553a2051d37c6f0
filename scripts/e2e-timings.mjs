#!/usr/bin/env node
/**
 * Where the e2e time goes, from Playwright's JSON report: the run's wall time, then each spec file's
 * test time (all attempts, both workers added up) and the slowest tests. `npm test` prints it after the
 * e2e suite; alone: `node scripts/e2e-timings.mjs <playwright.json> [slowest=10]`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** { wallMs, files: [{ file, ms, tests }], slowest: [{ title, ms }] } sorted by time, longest first. */
export function e2eTimings(report, slowest = 10) {
  const byFile = new Map();
  const tests = [];
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      const specFile = spec.file ?? file;
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        const entry = byFile.get(specFile) ?? { file: specFile, ms: 0, tests: 0 };
        entry.ms += ms;
        entry.tests += 1;
        byFile.set(specFile, entry);
        tests.push({ title: `${specFile} › ${spec.title} [${test.projectName}]`, ms });
      }
    }
    for (const child of suite.suites ?? []) visit(child, suite.file ?? file);
  };
  for (const suite of report?.suites ?? []) visit(suite, suite.file);
  return {
    wallMs: report?.stats?.duration ?? 0,
    files: [...byFile.values()].sort((a, b) => b.ms - a.ms),
    slowest: tests.sort((a, b) => b.ms - a.ms).slice(0, slowest),
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

export function printE2eTimings(report, log = console.log, slowest = 10) {
  const { wallMs, files, slowest: tests } = e2eTimings(report, slowest);
  if (files.length === 0) return;
  log(`\nE2E time: ${seconds(wallMs).trim()} wall (build and server start included); test time per spec file:`);
  for (const file of files) log(`  ${seconds(file.ms)}  ${String(file.tests).padStart(3)} tests  ${file.file}`);
  log(`Slowest tests:`);
  for (const test of tests) log(`  ${seconds(test.ms)}  ${test.title}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2] ?? 'playwright-report/results.json';
  if (!existsSync(file)) {
    console.error(`No Playwright JSON report at ${file}`);
    process.exit(2);
  }
  printE2eTimings(JSON.parse(readFileSync(file, 'utf8')), console.log, Number(process.argv[3] ?? 10));
}
