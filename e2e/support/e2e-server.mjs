// The e2e server as playwright.config.ts starts it, for the config, the specs and scripts/test-all.mjs (which builds
// it beside the linter): its port, build, database and environment. Plain JavaScript so Node runs it as is.

/** PREVIEW_SECRET of the e2e server, so the preview's success path is tested. */
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret-0123456789';

/** REVALIDATE_SECRET of the e2e server: the operator endpoints (revalidation, publishing a page) are tested. */
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret-0123456789';

/** The clock the e2e server runs on (APP_NOW). */
export const E2E_APP_NOW = '2026-11-22T10:00:00-05:00';

/**
 * The e2e server on E2E_PORT (3100 by default). Another port gets its own build and database, so two runs on one
 * machine never share them.
 */
export function e2eServer(port = Number(process.env.E2E_PORT || 3100)) {
  const suffix = port === 3100 ? '' : `-${port}`;
  const baseURL = `http://localhost:${port}`;
  const distDir = `.next-e2e${suffix}`;
  const dataDir = `.data-e2e${suffix}`;
  return {
    port,
    baseURL,
    distDir,
    dataDir,
    /** The server's environment; the build gets the same, since a prerendered route reads some of it. */
    env: {
      NEXT_DIST_DIR: distDir,
      DATA_DIR: dataDir,
      APP_NOW: E2E_APP_NOW,
      SITE_URL: baseURL,
      PREVIEW_SECRET: E2E_PREVIEW_SECRET,
      REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
      // The tests play the one proxy in front of Next: a spec gives a simulated client its own X-Forwarded-For.
      TRUSTED_PROXY_HOPS: '1',
      // The tests switch the captcha off explicitly; the second server keeps its default (ALTCHA, captcha.spec.ts).
      CAPTCHA_PROVIDER: 'off',
      // The embedded taxi dispatcher confirms a booking this long after it was made (45 s by default): the taxi
      // journey waits for it, so a shorter delay saves each locale half a minute.
      TAXI_DISPATCHER_CONFIRM_SECONDS: '10',
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
    },
  };
}
