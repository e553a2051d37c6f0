import type { Log } from './lib/server/log';

/**
 * Runs once when the Next server starts: migrates and seeds the database before requests are
 * served. A failure is logged and the server keeps running; /api/health then answers 503
 * (and retries the preparation) until the database is back.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Fail fast: a bad environment variable stops start-up with a message naming it.
  const { config } = await import('./lib/config');
  config();
  // Imported here, not at the top: this file is also built for the edge runtime, where the logger has no place.
  const { logger } = await import('./lib/server/log');
  const log = logger('server');
  warnAboutUnsafeDefaults(config(), log);
  if (config().IMDF_ARCHIVE) {
    // The operator's indoor map: loaded and validated now, so a bad archive is named in the start-up log
    // (until it is fixed /mapas draws outlines only and the IMDF API answers 503; docs/maps.md).
    const { getImdfArchive } = await import('./features/maps/server');
    void getImdfArchive().catch(() => undefined);
  }
  if (config().REDIS_URL) {
    // Several instances: connect the shared Redis client now (rate limits, the pages shared by every instance),
    // install the page cache's Redis level and subscribe to page-cache purges.
    const [{ redisClient }, { startPageCacheSync }] = await Promise.all([
      import('./lib/server/redis'),
      import('./lib/server/redis/page-cache-sync'),
    ]);
    redisClient();
    startPageCacheSync();
  }
  const [{ prepareDatabase }, { featureSeeds }] = await Promise.all([
    import('./lib/server/db/prepare'),
    import('./db/seeds'),
  ]);
  try {
    await prepareDatabase(featureSeeds);
    // The content store (pages, news, FAQ, documents) from the content files built into the server.
    const [{ seedBundledContent }, { getDb: db }] = await Promise.all([
      import('./features/content/seed-on-start'),
      import('./lib/server/db'),
    ]);
    await seedBundledContent(db()).catch((error: unknown) => log.error({ err: error }, 'content seed FAILED'));
    // The search index reads the content store: build it now that the content is in, without holding
    // start-up (the first searches wait for it, or build it themselves if it failed).
    const { invalidateSearchIndexes, warmSearchIndexes } = await import('./features/search/server');
    invalidateSearchIndexes();
    void warmSearchIndexes().then(
      (report) =>
        log.info(
          { report },
          `search index ready: ${report.map((r) => `${r.locale} ${r.ok ? `${r.ms} ms` : 'failed'}`).join(', ')}`,
        ),
      () => undefined,
    );
    // Mail and SMS waiting in the outbox (also from before a restart) are delivered from now on.
    const [{ startOutboxWorker, kickOutbox }, { getDb }] = await Promise.all([
      import('./lib/server/outbox/worker'),
      import('./lib/server/db'),
    ]);
    startOutboxWorker(getDb);
    void kickOutbox(getDb);
    // Followed flights: the change detector runs every minute and hands alerts to the outbox.
    const { startFlightAlertsJob } = await import('./features/flight-alerts/server');
    startFlightAlertsJob(getDb);
  } catch {
    log.error('The site starts without a usable database; /api/health reports 503. See the error above.');
  }
}

/**
 * Settings that are right on a developer's machine (or a test run) and wrong on the internet: said once at
 * start-up (the README's `npm start` keeps working; the operator sees why limits are site-wide). A captcha
 * switched off is said in every environment: nothing may switch protection off silently.
 */
export function warnAboutUnsafeDefaults(
  settings: { NODE_ENV: string; TRUSTED_PROXY_HOPS: number; CAPTCHA_PROVIDER?: string | undefined },
  log: Pick<Log, 'warn'>,
): void {
  if (settings.CAPTCHA_PROVIDER === 'off') {
    log.warn(
      { setting: 'CAPTCHA_PROVIDER' },
      'CAPTCHA_PROVIDER=off: the forms and the taxi sign-in code accept submissions without a captcha. Meant for ' +
        'tests and benches only; unset it to get the embedded ALTCHA (docs/security.md#captcha).',
    );
  }
  if (settings.NODE_ENV !== 'production') return;
  if (settings.TRUSTED_PROXY_HOPS === 0) {
    log.warn(
      { setting: 'TRUSTED_PROXY_HOPS' },
      'TRUSTED_PROXY_HOPS=0: no proxy is declared in front of Next, so no client address can be trusted and ' +
        'every per-IP limit (sign-in codes, forms, alerts) counts all visitors together. Deploy behind the reverse ' +
        'proxy of compose.yaml and set TRUSTED_PROXY_HOPS=1 (docs/security.md).',
    );
  }
}
