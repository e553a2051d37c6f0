// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, parseConfig } from './server';
import { forgetProcessState } from '@/tests/process-state';

describe('parseConfig', () => {
  it('has defaults that run the site with the embedded providers', () => {
    const parsed = parseConfig({});
    expect(parsed).toMatchObject({
      NODE_ENV: 'development',
      SITE_URL: 'http://localhost:3000',
      DATA_DIR: './.data',
      NEXT_PUBLIC_API_BASE_URL: '/api',
      LOG_LEVEL: 'info',
    });
    expect(parsed.DATABASE_URL).toBeUndefined();
    expect(parsed.REDIS_URL).toBeUndefined();
    expect(parsed.APP_NOW).toBeUndefined();
    expect(parsed.TRUSTED_PROXY_HOPS).toBe(0);
  });

  it('reads TRUSTED_PROXY_HOPS as a whole number from 0 to 10', () => {
    expect(parseConfig({ TRUSTED_PROXY_HOPS: '0' }).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseConfig({ TRUSTED_PROXY_HOPS: '2' }).TRUSTED_PROXY_HOPS).toBe(2);
    expect(parseConfig({ TRUSTED_PROXY_HOPS: '' }).TRUSTED_PROXY_HOPS).toBe(0);
    expect(() => parseConfig({ TRUSTED_PROXY_HOPS: '-1' })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => parseConfig({ TRUSTED_PROXY_HOPS: 'last' })).toThrow(/TRUSTED_PROXY_HOPS/);
  });

  it('treats empty optional values as unset (as .env.example leaves them)', () => {
    const parsed = parseConfig({ DATABASE_URL: '', REDIS_URL: '  ', APP_NOW: '' });
    expect(parsed.DATABASE_URL).toBeUndefined();
    expect(parsed.REDIS_URL).toBeUndefined();
    expect(parsed.APP_NOW).toBeUndefined();
  });

  it('keeps valid values', () => {
    const parsed = parseConfig({
      SITE_URL: 'https://www.eldorado.aero',
      DATABASE_URL: 'postgres://u:p@db:5432/eldorado',
      APP_NOW: '2026-11-22T10:00:00-05:00',
      LOG_LEVEL: 'debug',
    });
    expect(parsed.SITE_URL).toBe('https://www.eldorado.aero');
    expect(parsed.DATABASE_URL).toBe('postgres://u:p@db:5432/eldorado');
    expect(parsed.APP_NOW).toBe('2026-11-22T10:00:00-05:00');
    expect(parsed.LOG_LEVEL).toBe('debug');
  });

  it.each([
    ['SITE_URL', 'not a url'],
    ['DATABASE_URL', 'nope'],
    ['APP_NOW', 'tomorrow'],
    ['APP_NOW', '2026-11-22T10:00:00'], // an instant needs an offset
    ['LOG_LEVEL', 'verbose'],
    ['NODE_ENV', 'staging'],
    ['DATA_DIR', ''],
  ])('rejects a bad %s with a message naming the variable', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`Invalid configuration[\\s\\S]*- ${name}:`));
  });

  it('names every bad variable at once', () => {
    let message = '';
    try {
      parseConfig({ SITE_URL: 'x', LOG_LEVEL: 'loud' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('SITE_URL');
    expect(message).toContain('LOG_LEVEL');
    expect(message).toContain('.env.example');
  });
});

describe('config()', () => {
  afterEach(() => forgetProcessState('config'));

  it('reads process.env once and caches it until reset', () => {
    vi.stubEnv('LOG_LEVEL', 'warn');
    forgetProcessState('config');
    expect(config().LOG_LEVEL).toBe('warn');
    vi.stubEnv('LOG_LEVEL', 'error');
    expect(config().LOG_LEVEL).toBe('warn');
    forgetProcessState('config');
    expect(config().LOG_LEVEL).toBe('error');
  });
});

describe('captcha configuration (forms)', () => {
  it('is off without a key, and a key without its version (or the reverse) stops start-up', () => {
    expect(parseConfig({}).RECAPTCHA_SITE_KEY).toBeUndefined();
    expect(() => parseConfig({ RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET_KEY: 's' })).toThrow(/RECAPTCHA_VERSION/);
    expect(() => parseConfig({ RECAPTCHA_VERSION: 'v2' })).toThrow(/RECAPTCHA_SITE_KEY/);
    expect(() => parseConfig({ RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_VERSION: 'v2' })).toThrow(/RECAPTCHA_SECRET_KEY/);
    expect(() =>
      parseConfig({ RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET_KEY: 's', RECAPTCHA_VERSION: 'v3' }),
    ).toThrow();
    expect(
      parseConfig({ RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET_KEY: 's', RECAPTCHA_VERSION: 'v2' }).RECAPTCHA_VERSION,
    ).toBe('v2');
  });
});

describe('search configuration (Algolia)', () => {
  it('uses the embedded index without settings; the app id and search key come together', () => {
    expect(parseConfig({}).ALGOLIA_APP_ID).toBeUndefined();
    expect(parseConfig({}).ALGOLIA_INDEX_PREFIX).toBe('eldorado_');
    expect(() => parseConfig({ ALGOLIA_APP_ID: 'APP' })).toThrow(/ALGOLIA_SEARCH_KEY/);
    expect(() => parseConfig({ ALGOLIA_SEARCH_KEY: 'key' })).toThrow(/ALGOLIA_APP_ID/);
    expect(() => parseConfig({ ALGOLIA_INDEX_PREFIX: 'bad prefix!' })).toThrow(/ALGOLIA_INDEX_PREFIX/);
    expect(parseConfig({ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_KEY: 'key' }).ALGOLIA_APP_ID).toBe('APP');
  });
});
