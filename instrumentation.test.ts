// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => [] as string[]);
const warm = vi.hoisted(() => ({ release: () => {} }));

vi.mock('./lib/config', () => ({ config: () => ({ LOG_LEVEL: 'silent' }) }));
vi.mock('./lib/server/db/prepare', () => ({ prepareDatabase: async () => void calls.push('prepare') }));
vi.mock('./lib/server/db', () => ({ getDb: () => ({}) }));
vi.mock('./features/content/seed-on-start', () => ({ seedBundledContent: async () => void calls.push('seed') }));
vi.mock('./lib/server/outbox/worker', () => ({
  startOutboxWorker: () => calls.push('outbox'),
  kickOutbox: async () => undefined,
}));
vi.mock('./features/flight-alerts/server', () => ({ startFlightAlertsJob: () => calls.push('alerts') }));
vi.mock('./features/search/server', () => ({
  invalidateSearchIndexes: () => calls.push('invalidate'),
  warmSearchIndexes: () => {
    calls.push('warm');
    return new Promise((resolve) => {
      warm.release = () => {
        calls.push('warmed');
        resolve([{ locale: 'es', ms: 5, ok: true }]);
      };
    });
  },
}));

afterEach(() => {
  calls.length = 0;
  vi.unstubAllEnvs();
});

describe('instrumentation register()', () => {
  it('builds the search index after the database and the content are ready, without waiting for it', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    const { register } = await import('./instrumentation');
    await register();
    // register() returned while the index is still being built: start-up is not held by it.
    expect(calls).toEqual(['prepare', 'seed', 'invalidate', 'warm', 'outbox', 'alerts']);
    warm.release();
    await Promise.resolve();
    expect(calls).toContain('warmed');
  });

  it('builds nothing in the edge runtime', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'edge');
    const { register } = await import('./instrumentation');
    await register();
    expect(calls).toEqual([]);
  });
});

describe('warnAboutUnsafeDefaults', () => {
  it('warns in production when no proxy is declared, and only then', async () => {
    const { warnAboutUnsafeDefaults } = await import('./instrumentation');
    const log = { warn: vi.fn() };
    warnAboutUnsafeDefaults({ NODE_ENV: 'production', TRUSTED_PROXY_HOPS: 0 }, log);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(String(log.warn.mock.calls[0]?.[1])).toContain('TRUSTED_PROXY_HOPS=0');
    warnAboutUnsafeDefaults({ NODE_ENV: 'production', TRUSTED_PROXY_HOPS: 1 }, log);
    warnAboutUnsafeDefaults({ NODE_ENV: 'development', TRUSTED_PROXY_HOPS: 0 }, log);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('says so whenever the captcha is switched off, in any environment', async () => {
    const { warnAboutUnsafeDefaults } = await import('./instrumentation');
    const log = { warn: vi.fn() };
    warnAboutUnsafeDefaults({ NODE_ENV: 'test', TRUSTED_PROXY_HOPS: 1, CAPTCHA_PROVIDER: 'off' }, log);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(String(log.warn.mock.calls[0]?.[1])).toContain('CAPTCHA_PROVIDER=off');
    warnAboutUnsafeDefaults({ NODE_ENV: 'production', TRUSTED_PROXY_HOPS: 1, CAPTCHA_PROVIDER: undefined }, log);
    warnAboutUnsafeDefaults({ NODE_ENV: 'production', TRUSTED_PROXY_HOPS: 1, CAPTCHA_PROVIDER: 'altcha' }, log);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
