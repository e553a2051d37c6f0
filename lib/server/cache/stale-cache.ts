import { serviceUnavailable } from '@/lib/http/errors';
import { logger } from '@/lib/server/log';

const log = logger('cache');

export interface StaleCacheOptions<T> {
  /** Name used in logs. */
  name: string;
  load: () => Promise<T>;
  /** How long a loaded value is served before loading again. */
  ttlMs?: number;
  /** After a failed load, how long the last good value is served before trying again. */
  retryAfterFailureMs?: number;
  /** Milliseconds since the epoch (Date.now by default; tests pass a fake). */
  now?: () => number;
}

export interface StaleCache<T> {
  get(): Promise<T>;
  invalidate(): void;
}

/**
 * An in-process cache of shared reference data (never per-request state): one load per TTL,
 * concurrent callers share one load, and a failed load serves the last good value. With no good
 * value yet, a failure is a 503 AppError (the API answers 503, pages show their notice).
 */
export function createStaleCache<T>({
  name,
  load,
  ttlMs = 60_000,
  retryAfterFailureMs = 10_000,
  now = Date.now,
}: StaleCacheOptions<T>): StaleCache<T> {
  let lastGood: { value: T } | undefined;
  let refreshAt = 0;
  let inFlight: Promise<T> | undefined;

  async function refresh(): Promise<T> {
    try {
      const value = await load();
      lastGood = { value };
      refreshAt = now() + ttlMs;
      return value;
    } catch (error) {
      if (!lastGood) {
        log.error({ err: error, cache: name }, `${name}: load failed`);
        throw serviceUnavailable(undefined, { retryAfterSeconds: Math.ceil(retryAfterFailureMs / 1000), cause: error });
      }
      log.warn({ err: error, cache: name }, `${name}: load failed; serving the last good data`);
      refreshAt = now() + retryAfterFailureMs;
      return lastGood.value;
    }
  }

  return {
    async get() {
      if (lastGood && now() < refreshAt) return lastGood.value;
      inFlight ??= refresh().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    invalidate() {
      refreshAt = 0;
    },
  };
}
