#!/usr/bin/env node
/**
 * `npm test`: lint, typecheck, unit (Vitest), e2e (Playwright) and the bundle budget. Every suite runs even when an
 * earlier one fails, so one run shows everything that is broken; the closing line is `N passed, N failed` over all
 * suites (scripts/ci-summary.mjs), and the exit code is non-zero when anything failed.
 *
 * The first phase keeps both cores busy with two chains side by side: ESLint then prettier, and the typecheck then
 * the e2e build (e2e/support/e2e-server.mjs: the environment playwright.config.ts starts the server with), which
 * Playwright then reuses (E2E_SKIP_BUILD=1). ESLint and the typecheck each use one core: run beside each other
 * and before the build, they left a core idle for a minute.
 *
 * TEST_REPORT_DIR (default: a temp dir) receives vitest.json, playwright.json and summary.txt.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printSummary, totals } from './ci-summary.mjs';
import { printE2eTimings } from './e2e-timings.mjs';
import { e2eServer } from '../e2e/support/e2e-server.mjs';

const reportDir = path.resolve(process.env.TEST_REPORT_DIR || mkdtempSync(path.join(tmpdir(), 'eldorado-tests-')));
mkdirSync(reportDir, { recursive: true });
const vitestJson = path.join(reportDir, 'vitest.json');
const playwrightJson = path.join(reportDir, 'playwright.json');
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Seconds each suite took, printed before the closing line. */
const seconds = {};

function finished(title, code, started) {
  seconds[title] = (Date.now() - started) / 1000;
  console.log(`◀ ${title}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds[title].toFixed(1)} s`);
  return code;
}

function run(title, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${title}: npm ${args.join(' ')}`);
  const result = spawnSync(npm, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return finished(title, result.status ?? 1, started);
}

/** Runs beside others; its output is printed in one piece when it ends, so logs never interleave. */
function runBeside(title, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')} (beside the others; output when it ends)`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      console.log(`\n── ${title} ──`);
      process.stdout.write(Buffer.concat(output));
      resolve(finished(title, code ?? 1, started));
    });
  });
}

const server = e2eServer();
const [[eslint, format], [typecheck, e2eBuild]] = await Promise.all([
  (async () => [
    await runBeside('lint (eslint)', npm, ['run', 'lint:code']),
    await runBeside('lint (prettier)', npm, ['run', 'format:check']),
  ])(),
  (async () => [
    await runBeside('typecheck', npm, ['run', 'typecheck']),
    await runBeside('e2e build', process.execPath, ['node_modules/next/dist/bin/next', 'build'], server.env),
  ])(),
]);
const lint = eslint || format;
const unitExit = run('unit', [
  'run',
  'test:unit',
  '--',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
// When the build above failed, Playwright builds again, and its failure is the e2e suite's.
const e2eExit = run('e2e', ['run', 'test:e2e'], {
  PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson,
  E2E_SKIP_BUILD: e2eBuild === 0 ? '1' : '',
});
// The bundle budget on the e2e build: first-load JS of every route against an empty Next page, and growth against
// bench/bundle-baseline.json.
const bundleBudget =
  run('bundle', ['run', 'bench:bundle'], { NEXT_DIST_DIR: server.distDir, BENCH_SKIP_BUILD: '1' }) ||
  run('bundle budget', ['run', 'bench:check', '--', '--only=bundle']);

const read = (file) => {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
};
const playwrightReport = read(playwrightJson);
printE2eTimings(playwrightReport);
const result = totals({
  lint,
  typecheck,
  bundleBudget,
  unitExit,
  vitestReport: read(vitestJson),
  e2eExit,
  playwrightReport,
});

writeFileSync(path.join(reportDir, 'summary.txt'), `${result.line}\n`);
console.log(
  `\nTime per suite: ${Object.entries(seconds)
    .map(([title, s]) => `${title} ${s.toFixed(0)} s`)
    .join(', ')}`,
);
printSummary(result);
process.exit(result.failed > 0 ? 1 : 0);
