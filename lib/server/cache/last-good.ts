import 'server-only';
import { now } from '@/lib/clock';
import { logger } from '@/lib/server/log';

const log = logger('last-good');

/*
 * A value fetched from an outside service, kept for `ttlMs` and then fetched again. When the
 * service fails, the last good value is served with `stale: true` (pages show its age); with no
 * good value at all the error is thrown. Concurrent callers share one request in flight.
 * Process-wide on purpose: it caches a public feed, never per-request or per-user state.
 */

export interface Fetched<T> {
  value: T;
  /** When the value was fetched (ms since epoch, application clock). */
  fetchedAtMs: number;
  /** True when the last fetch failed and an older value is served. */
  stale: boolean;
}

export interface LastGood<T> {
  get(): Promise<Fetched<T>>;
}

export function createLastGood<T>(load: () => Promise<T>, ttlMs: number): LastGood<T> {
  let good: { value: T; fetchedAtMs: number } | undefined;
  let inFlight: Promise<Fetched<T>> | undefined;
  /** After a failure the stale value is served without asking again for one TTL. */
  let failedAtMs: number | undefined;

  async function refresh(): Promise<Fetched<T>> {
    try {
      const value = await load();
      good = { value, fetchedAtMs: now().getTime() };
      failedAtMs = undefined;
      return { ...good, stale: false };
    } catch (error) {
      failedAtMs = now().getTime();
      if (!good) throw error;
      log.warn({ err: error }, 'serving the last good value');
      return { ...good, stale: true };
    }
  }

  return {
    get() {
      const at = now().getTime();
      if (good && at - good.fetchedAtMs < ttlMs) return Promise.resolve({ ...good, stale: false });
      if (good && failedAtMs !== undefined && at - failedAtMs < ttlMs) return Promise.resolve({ ...good, stale: true });
      inFlight ??= refresh().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}

/** GET a JSON document with a timeout; non-2xx answers and timeouts throw. */
export async function fetchJson(url: string, timeoutMs: number, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, {
    ...init,
    headers: { Accept: 'application/json', ...init.headers },
    signal: AbortSignal.timeout(timeoutMs),
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`${new URL(url).host} answered ${response.status}`);
  return (await response.json()) as unknown;
}
