#!/usr/bin/env node
/**
 * `npm test`: lint, typecheck, unit (Vitest) and e2e (Playwright) in that order. Every suite runs
 * even when an earlier one fails, so one run shows everything that is broken; the closing line is
 * `N passed, N failed` over all suites (scripts/ci-summary.mjs), and the exit code is non-zero
 * when anything failed.
 *
 * TEST_REPORT_DIR (default: a temp dir) receives vitest.json, playwright.json and summary.txt.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { totals } from './ci-summary.mjs';

const reportDir = path.resolve(process.env.TEST_REPORT_DIR || mkdtempSync(path.join(tmpdir(), 'eldorado-tests-')));
mkdirSync(reportDir, { recursive: true });
const vitestJson = path.join(reportDir, 'vitest.json');
const playwrightJson = path.join(reportDir, 'playwright.json');
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(title, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${title}: npm ${args.join(' ')}`);
  const result = spawnSync(npm, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const code = result.status ?? 1;
  console.log(
    `◀ ${title}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return code;
}

const lint = run('lint', ['run', 'lint']);
const typecheck = run('typecheck', ['run', 'typecheck']);
const unitExit = run('unit', [
  'run',
  'test:unit',
  '--',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const e2eExit = run('e2e', ['run', 'test:e2e'], { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson });
// The bundle budget (issue 12) on the build the e2e suite just made: first-load JS of every route
// against an empty Next page, and growth against bench/bundle-baseline.json.
// playwright.config.ts builds into .next-e2e, or .next-e2e-<port> when E2E_PORT is another port.
const e2ePort = Number(process.env.E2E_PORT || 3100);
const e2eDistDir = e2ePort === 3100 ? '.next-e2e' : `.next-e2e-${e2ePort}`;
const bundleBudget =
  run('bundle', ['run', 'bench:bundle'], { NEXT_DIST_DIR: e2eDistDir, BENCH_SKIP_BUILD: '1' }) ||
  run('bundle budget', ['run', 'bench:check', '--', '--only=bundle']);

const read = (file) => {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
};
const result = totals({
  lint,
  typecheck,
  bundleBudget,
  unitExit,
  vitestReport: read(vitestJson),
  e2eExit,
  playwrightReport: read(playwrightJson),
});

console.log('\nSummary');
for (const [name, part] of Object.entries(result.parts)) {
  console.log(`  ${name.padEnd(10)} ${part.passed} passed, ${part.failed} failed${part.note ? ` (${part.note})` : ''}`);
}
writeFileSync(path.join(reportDir, 'summary.txt'), `${result.line}\n`);
console.log(result.line);
process.exit(result.failed > 0 ? 1 : 0);
