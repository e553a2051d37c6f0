import 'server-only';
import { serviceUnavailable } from '@/lib/http/errors';
import type { ClientConfiguration } from '../schemas';
import { logger } from '@/lib/server/log';

const log = logger('config');

export interface ConfigServiceOptions {
  load: () => Promise<ClientConfiguration>;
  /** How long a loaded configuration is served before reading again. */
  ttlMs?: number;
  /** After a failed read, how long the last good value is served before trying again. */
  retryAfterFailureMs?: number;
  /** Milliseconds since the epoch; the app passes lib/clock. */
  now: () => number;
}

export interface ConfigService {
  get(): Promise<ClientConfiguration>;
  /** Forgets the cached value (after an edit of app_config, or in tests). */
  invalidate(): void;
}

/**
 * An in-process cache in front of `load`: one read per TTL however many requests arrive,
 * concurrent callers share one read, and a failed read serves the last good value.
 */
export function createConfigService({
  load,
  ttlMs = 60_000,
  retryAfterFailureMs = 10_000,
  now,
}: ConfigServiceOptions): ConfigService {
  let lastGood: ClientConfiguration | undefined;
  let refreshAt = 0;
  let inFlight: Promise<ClientConfiguration> | undefined;

  async function refresh(): Promise<ClientConfiguration> {
    try {
      lastGood = await load();
      refreshAt = now() + ttlMs;
      return lastGood;
    } catch (error) {
      if (!lastGood) {
        log.error({ err: error }, 'cannot read the client configuration');
        throw serviceUnavailable('The airport configuration is temporarily unavailable. Try again in a moment.', {
          retryAfterSeconds: Math.ceil(retryAfterFailureMs / 1000),
          cause: error,
        });
      }
      log.warn({ err: error }, 'read failed; serving the last good configuration');
      refreshAt = now() + retryAfterFailureMs;
      return lastGood;
    }
  }

  return {
    async get() {
      if (lastGood && now() < refreshAt) return lastGood;
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
