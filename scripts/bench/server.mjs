// Starts the production build for the benches: builds into NEXT_DIST_DIR (.next-bench by default)
// unless BENCH_SKIP_BUILD=1, then `next start` on a free port with a fresh DATA_DIR and a fixed clock.
// With BENCH_URL set, nothing is started and that server is measured instead; with BENCH_APP_DIR set, the
// checkout at that path (e.g. a worktree of an earlier commit) is built and started instead of this one.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');

export const benchEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-bench',
  APP_NOW: process.env.APP_NOW || '2026-11-22T10:00:00-05:00',
  // Benches switch the captcha off explicitly (docs/security.md); a bench of the widget sets it back.
  CAPTCHA_PROVIDER: process.env.CAPTCHA_PROVIDER || 'off',
  NODE_ENV: 'production',
};

export function buildApp(projectDir = root, env = benchEnv) {
  const started = Date.now();
  // Run from the project's own folder: a server reads its files (messages, content, migrations) from there.
  const dir = path.resolve(root, projectDir);
  const result = spawnSync(process.execPath, [nextBin, 'build', dir], { cwd: dir, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`next build ${projectDir} failed`);
  return (Date.now() - started) / 1000;
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${url} did not answer within ${timeoutMs} ms`);
}

/** Starts `next start` and resolves to { url, stop }. */
export async function startServer({ projectDir = root, port = 3500, env = benchEnv, readyPath = '/api/health' } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eldorado-bench-'));
  const dir = path.resolve(root, projectDir);
  const child = spawn(process.execPath, [nextBin, 'start', dir, '-H', 'localhost', '-p', String(port)], {
    cwd: dir,
    env: { ...env, DATA_DIR: dataDir, SITE_URL: `http://localhost:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  await waitFor(url + readyPath);
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The framework's floor: an empty page of the same Next version (bench/floor-app), started like the site.
 * Built when it has no build or its build is older than the installed Next or its config (a few seconds),
 * never under a floor server another bench may be running; BENCH_FLOOR_REBUILD=1 forces a build.
 */
export async function floorServer({ port = 3501 } = {}) {
  const env = { ...benchEnv, NEXT_DIST_DIR: '.next' };
  const buildId = path.join(root, 'bench/floor-app/.next/BUILD_ID');
  const newerThanBuild = ['node_modules/next/package.json', 'bench/floor-app/next.config.ts'].map((file) =>
    fs.statSync(path.join(root, file)),
  );
  const stale = !fs.existsSync(buildId) || newerThanBuild.some((stat) => fs.statSync(buildId).mtimeMs < stat.mtimeMs);
  if (stale || process.env.BENCH_FLOOR_REBUILD === '1') buildApp('bench/floor-app', env);
  return startServer({ projectDir: 'bench/floor-app', port, env, readyPath: '/' });
}

/** The app under test: BENCH_URL when given, otherwise a fresh build and server (of BENCH_APP_DIR if set). */
export async function appServer({ port = 3500 } = {}) {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: () => {}, buildSeconds: null };
  const projectDir = process.env.BENCH_APP_DIR ? path.resolve(process.env.BENCH_APP_DIR) : root;
  const buildSeconds = process.env.BENCH_SKIP_BUILD === '1' ? null : buildApp(projectDir);
  const server = await startServer({ projectDir, port });
  return { ...server, buildSeconds };
}

export function writeResult(name, data) {
  const dir = path.join(root, 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  fs.writeFileSync(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), machine: machineInfo(), ...data }, null, 2)}\n`,
  );
  return file;
}

export function machineInfo() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  };
}
