import { createClient } from 'redis';
import { config } from '../../config';
import { withDeadline } from '../../deadline';
import { registerProcessStateHook } from '../../process-state';
import { logger } from '../log';

const log = logger('redis');

/*
 * The Redis connection of this process (REDIS_URL; several instances share rate limits and page-cache
 * purges through it). One lazily created client per process, on globalThis like the database handle:
 * Next loads this module in several bundles (instrumentation, route handlers).
 *
 * Failure mode: commands never wait for a connection that is down. The client reconnects in the
 * background (backoff up to 5 s); meanwhile `redisReady` rejects at once (or after a short wait for the
 * very first connection), and each caller falls back to its in-process behaviour (lib/server/rate-limit).
 */

export type RedisClient = ReturnType<typeof createClient>;

/** How long a caller waits for the first connection of the process before falling back. */
const FIRST_CONNECT_WAIT_MS = 1500;
/**
 * How long one command may take before the caller falls back (a hung Redis must not hang requests).
 * A Redis that is down fails at once (no offline queue); this only bounds a slow or hung one. Generous
 * enough for a loaded machine: a rate-limit hit that times out is counted in-process as well (safe side).
 */
export const REDIS_COMMAND_TIMEOUT_MS = 2000;

interface RedisState {
  client: RedisClient;
  connected: Promise<void>;
  createdAtMs: number;
}

const STATE_KEY = Symbol.for('eldorado.redis');

type Holder = typeof globalThis & { [STATE_KEY]?: RedisState };

export class RedisUnavailableError extends Error {
  constructor(message = 'Redis is not reachable') {
    super(message);
    this.name = 'RedisUnavailableError';
  }
}

/** A client with the options every connection of the site uses (also for the subscriber's duplicate). */
export function createRedisClient(url: string, label = 'redis'): { client: RedisClient; connected: Promise<void> } {
  const client: RedisClient = createClient({
    url,
    // Fail fast while disconnected instead of queueing commands until Redis comes back.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000),
    },
  });
  let lastErrorLogMs = 0;
  // node-redis throws on an unhandled 'error' event; log it at most every 30 s (reconnects repeat it).
  client.on('error', (error: unknown) => {
    const nowMs = Date.now();
    if (nowMs - lastErrorLogMs < 30_000) return;
    lastErrorLogMs = nowMs;
    log.warn({ err: error, client: label }, 'connection problem (retrying in the background)');
  });
  const connected = client.connect().then(
    () => undefined,
    (error: unknown) => {
      log.warn({ err: error, client: label }, 'could not connect');
    },
  );
  return { client, connected };
}

/** The process's client, created on first use; undefined when REDIS_URL is not set. */
export function redisClient(): RedisClient | undefined {
  const url = config().REDIS_URL;
  if (!url) return undefined;
  const holder = globalThis as Holder;
  if (!holder[STATE_KEY]) {
    const { client, connected } = createRedisClient(url);
    holder[STATE_KEY] = { client, connected, createdAtMs: Date.now() };
  }
  return holder[STATE_KEY].client;
}

/**
 * The connected client, or RedisUnavailableError. Waits a little for the process's first connection;
 * once that has been tried, it never waits for a reconnect.
 */
export async function redisReady(): Promise<RedisClient> {
  const client = redisClient();
  if (!client) throw new RedisUnavailableError('REDIS_URL is not set');
  if (client.isReady) return client;
  // Only the first requests of the process wait (for the first connection), never longer than
  // FIRST_CONNECT_WAIT_MS after the client was created; later ones fall back at once.
  const state = (globalThis as Holder)[STATE_KEY];
  const waitMs = state ? state.createdAtMs + FIRST_CONNECT_WAIT_MS - Date.now() : 0;
  if (state && waitMs > 0) await withTimeout(state.connected, waitMs).catch(() => undefined);
  if (!client.isReady) throw new RedisUnavailableError();
  return client;
}

/** Rejects with RedisUnavailableError when the promise takes longer than `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms = REDIS_COMMAND_TIMEOUT_MS): Promise<T> {
  return withDeadline(promise, ms, () => new RedisUnavailableError(`Redis did not answer within ${ms} ms`));
}

declare module '../../process-state' {
  interface ProcessStateHooks {
    /** Close and forget the process's client. */
    redis: () => Promise<void>;
  }
}
registerProcessStateHook('redis', async () => {
  const holder = globalThis as Holder;
  const state = holder[STATE_KEY];
  holder[STATE_KEY] = undefined;
  if (!state) return;
  await withTimeout(state.client.close(), 1000).catch(() => {
    if (state.client.isOpen) state.client.destroy();
  });
});
