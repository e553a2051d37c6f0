import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { e2eServer } from './e2e/support/e2e-server.mjs';

/**
 * End-to-end tests against the production build (`next build` + `next start`), the embedded
 * providers, a fixed APP_NOW and the operating system's Chromium. See docs/testing.md.
 * Playwright never downloads a browser here.
 */

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. The e2e tests use the system Chromium and never download one.\n` +
      "Run `node scripts/ensure-chromium.mjs` (installs Debian's package when it can) or `sudo apt-get install -y chromium`,\n" +
      'or set CHROMIUM_PATH to an existing Chromium/Chrome binary.',
  );
}

// E2E_PORT (3100 by default); another port gets its own build and database (e2e/support/e2e-server.mjs).
const { port: PORT, baseURL, distDir: DIST_DIR, dataDir: DATA_DIR, env: serverEnv } = e2eServer();
// A second server from the same build with every real provider pointed at a closed port (resilience.spec.ts)
// and the captcha at its default, ALTCHA (captcha.spec.ts): the embedded captcha needs no provider.
const DEGRADED_PORT = PORT + 1;
const DEGRADED_URL = `http://localhost:${DEGRADED_PORT}`;
const DEGRADED_DATA_DIR = `${DATA_DIR}-degraded`;
const DEAD = 'http://localhost:9';

const next = 'node node_modules/next/dist/bin/next';
// A fresh database every run. `E2E_SKIP_BUILD=1` reuses an existing build: while iterating, and in `npm test`,
// which builds it beside the linter (scripts/test-all.mjs). `exec` makes the server the process Playwright stops
// (no orphan left behind).
const wipe = (dir: string) => `node -e "require('node:fs').rmSync('${dir}', { recursive: true, force: true })"`;
const wipeData = wipe(DATA_DIR);
const build = process.env.E2E_SKIP_BUILD === '1' && existsSync(`${DIST_DIR}/BUILD_ID`) ? 'true' : `${next} build`;

const browserUse = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the `N passed, N failed` line of `npm test` and CI (scripts/ci-summary.mjs).
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE || 'playwright-report/results.json' }],
  ],
  outputDir: 'test-results',
  use: {
    baseURL,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    // Recording a trace for every test doubles the matrix's time: only on the CI retry.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: /(resilience|captcha)\.spec\.ts/, use: browserUse },
    // Every real provider pointed at a dead address, the captcha on (the second web server below).
    { name: 'degraded', testMatch: /(resilience|captcha)\.spec\.ts/, use: { ...browserUse, baseURL: DEGRADED_URL } },
  ],
  webServer: [
    {
      // Not `-H 127.0.0.1`: next start answers / with a 307 loop on that host (STACK.md).
      command: `${wipeData} && ${build} && exec ${next} start -H localhost -p ${PORT}`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: !process.env.CI,
      // A cold build takes 1–2 minutes on 2 cores; the first start creates and seeds the database.
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: serverEnv,
    },
    {
      // Started after the first one is up, so the build exists. Its provider errors are expected: not piped.
      command: `${wipe(DEGRADED_DATA_DIR)} && exec ${next} start -H localhost -p ${DEGRADED_PORT}`,
      url: `${DEGRADED_URL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'ignore',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        ...serverEnv,
        CAPTCHA_PROVIDER: '',
        DATA_DIR: DEGRADED_DATA_DIR,
        SITE_URL: DEGRADED_URL,
        FLIGHTS_API_URL: `${DEAD}/api/v2/flights`,
        FLIGHTS_API_TIMEOUT_MS: '500',
        SMTP_URL: 'smtp://localhost:9',
        SMS_GATEWAY_URL: `${DEAD}/sms`,
        QUEUES_API_URL: `${DEAD}/queues`,
        PARKING_API_URL: `${DEAD}/parking`,
        REALTIME_API_TIMEOUT_MS: '500',
        OPENWEATHER_API_KEY: 'dead-provider-test',
        OPENWEATHER_API_URL: `${DEAD}/weather`,
        EXCHANGE_RATES_PROVIDER: 'trm',
        TRM_API_URL: `${DEAD}/trm`,
        EXCHANGE_RATES_TIMEOUT_MS: '500',
        // One client navigation per 100 s: past the render budget a link still opens its page (resilience.spec.ts).
        RSC_RENDERS_PER_SECOND: '0.01',
      },
    },
  ],
});
