#!/usr/bin/env node
/**
 * Makes sure a system Chromium exists for Playwright. We never download a browser:
 * the e2e suite drives the OS's Chromium (CHROMIUM_PATH, else /usr/bin/chromium).
 *
 *   - found            → print its version, exit 0
 *   - missing, and we are root (or have passwordless sudo) with apt-get
 *                      → apt-get update && apt-get install -y chromium, verify, exit 0
 *   - otherwise        → print how to install it, exit 1
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';
const explicitPath = process.env.CHROMIUM_PATH?.trim() || undefined;
const target = explicitPath ?? DEFAULT_PATH;

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function versionOf(file) {
  try {
    return execFileSync(file, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 30_000,
    }).trim();
  } catch (error) {
    return `(version unknown: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
  }
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function howToInstall(reason) {
  console.error(`\n[ensure-chromium] ${reason}`);
  console.error('[ensure-chromium] The end-to-end tests use the system Chromium and never download a browser. Either:');
  console.error('  - on Debian/Ubuntu:   sudo apt-get update && sudo apt-get install -y chromium');
  console.error('  - or point CHROMIUM_PATH at an existing Chromium/Chrome binary, e.g.');
  console.error('                        CHROMIUM_PATH=/usr/bin/google-chrome npm run test:e2e');
  console.error('  then run `node scripts/ensure-chromium.mjs` again.\n');
  process.exit(1);
}

if (isExecutable(target)) {
  console.log(`[ensure-chromium] Using ${target}: ${versionOf(target)}`);
  process.exit(0);
}

if (explicitPath) {
  howToInstall(`CHROMIUM_PATH=${explicitPath} is not an executable file.`);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const canSudo = !isRoot && hasCommand('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;

if (!hasCommand('apt-get')) {
  howToInstall(`${DEFAULT_PATH} not found and apt-get is not available on this machine.`);
}
if (!isRoot && !canSudo) {
  howToInstall(`${DEFAULT_PATH} not found, and installing it needs root (no passwordless sudo here).`);
}

console.log(`[ensure-chromium] ${DEFAULT_PATH} not found: installing Debian's chromium package with apt-get…`);
const prefix = isRoot ? '' : 'sudo -n ';
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const install = spawnSync(
  'sh',
  ['-c', `${prefix}apt-get update && ${prefix}env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium`],
  { stdio: 'inherit', env },
);
if (install.status !== 0) {
  howToInstall(`apt-get failed (exit code ${install.status ?? install.signal}).`);
}
if (!isExecutable(DEFAULT_PATH)) {
  howToInstall(`apt-get finished but ${DEFAULT_PATH} is still missing.`);
}
console.log(`[ensure-chromium] Installed ${DEFAULT_PATH}: ${versionOf(DEFAULT_PATH)}`);
