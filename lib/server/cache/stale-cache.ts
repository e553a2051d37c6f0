import 'server-only';
import { now as clockNow } from '@/lib/clock';
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
  /**
   * Once a value is held, serve it at once when it is due and load again in the background
   * (stale-while-revalidate); otherwise callers wait for the new load.
   */
  revalidateInBackground?: boolean;
  /** The 503's message when a load fails and no good value is held. */
  unavailableMessage?: string;
  /** Milliseconds since the epoch (the application clock by default; tests pass a fake). */
  now?: () => number;
}

/** A value with its age: what pages need to show how old the data is. */
export interface Cached<T> {
  value: T;
  /** When the value was loaded (ms since epoch). */
  fetchedAtMs: number;
  /** True when the last load failed and this older value is served. */
  stale: boolean;
}

export interface StaleCache<T> {
  get(): Promise<T>;
  /** The value with when it was loaded and whether the last load failed. */
  read(): Promise<Cached<T>>;
  /** The next read loads again. */
  invalidate(): void;
}

/**
 * An in-process cache of shared data (never per-request or per-user state): one load per TTL,
 * concurrent callers share one load, and a failed load serves the last good value marked stale.
 * With no good value yet, a failure is a 503 AppError (the API answers 503, pages show their notice).
 */
export function createStaleCache<T>({
  name,
  load,
  ttlMs = 60_000,
  retryAfterFailureMs = 10_000,
  revalidateInBackground = false,
  unavailableMessage,
  now = () => clockNow().getTime(),
}: StaleCacheOptions<T>): StaleCache<T> {
  let held: Cached<T> | undefined;
  let refreshAt = 0;
  let inFlight: Promise<Cached<T>> | undefined;

  async function refresh(): Promise<Cached<T>> {
    try {
      const value = await load();
      const fetchedAtMs = now();
      held = { value, fetchedAtMs, stale: false };
      refreshAt = fetchedAtMs + ttlMs;
      return held;
    } catch (error) {
      if (!held) {
        log.error({ err: error, cache: name }, `${name}: load failed`);
        throw serviceUnavailable(unavailableMessage, {
          retryAfterSeconds: Math.ceil(retryAfterFailureMs / 1000),
          cause: error,
        });
      }
      log.warn({ err: error, cache: name }, `${name}: load failed; serving the last good data`);
      held = { ...held, stale: true };
      refreshAt = now() + retryAfterFailureMs;
      return held;
    }
  }

  function reload(): Promise<Cached<T>> {
    inFlight ??= refresh().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  async function read(): Promise<Cached<T>> {
    if (!held) return reload();
    if (now() < refreshAt) return held;
    if (!revalidateInBackground) return reload();
    // With a value held, refresh() never rejects: it keeps that value, marked stale.
    void reload();
    return held;
  }

  return {
    async get() {
      return (await read()).value;
    },
    read,
    invalidate() {
      refreshAt = 0;
    },
  };
}
