import { randomUUID } from 'node:crypto';
import { config } from '../../config';
import { purgeLocalPageCache, setPageCachePurgeBroadcaster, setSharedPageStore } from '../../page-cache';
import { registerProcessStateHook } from '../../process-state';
import { logger } from '../log';
import { createRedisClient, redisReady, withTimeout, type RedisClient } from './index';
import { RedisPageStore } from './page-store';

const log = logger('page-cache');

/*
 * The page cache across instances (REDIS_URL). Each process keeps its pages in memory (a hit costs no
 * network round trip) over a second level in Redis that every instance reads on a local miss and writes
 * after each render (./page-store.ts), so a page is rendered once for all of them. A purge must reach
 * both levels everywhere: `purgePageCache` drops the local entries, deletes the Redis copies, then
 * publishes `{ from, prefixes }` on a Redis channel; every other instance, subscribed since start-up
 * (instrumentation.ts), drops the same entries from its memory.
 *
 * Pub/sub delivers only to connected subscribers, so an instance whose subscription was down may have
 * missed purges: when its subscriber reconnects it drops its whole memory level (pages come back from Redis,
 * whose copies purges delete first, or from a render). Without Redis at all, a missed purge is bounded by the page's cache time (docs/page-cache.md).
 */

export const PAGE_CACHE_PURGE_CHANNEL = 'eldorado:page-cache:purge';
/** The publish runs after the response; it may wait longer than a request-path command. */
const PUBLISH_TIMEOUT_MS = 5000;

interface PurgeMessage {
  from: string;
  prefixes: string[] | null;
}

interface SyncState {
  instanceId: string;
  subscriber: RedisClient;
}

const STATE_KEY = Symbol.for('eldorado.page-cache.sync');
type Holder = typeof globalThis & { [STATE_KEY]?: SyncState };

export function parsePurgeMessage(raw: string): PurgeMessage | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { from, prefixes } = value as Record<string, unknown>;
    if (typeof from !== 'string') return undefined;
    if (prefixes === null) return { from, prefixes: null };
    if (Array.isArray(prefixes) && prefixes.every((p) => typeof p === 'string')) return { from, prefixes };
    return undefined;
  } catch {
    return undefined;
  }
}

/**
 * Installs the Redis level of the page cache, subscribes this process to purge events and makes
 * `purgePageCache` publish them. Does nothing
 * without REDIS_URL; idempotent. Never throws: without Redis the cache stays per instance.
 */
export function startPageCacheSync(): void {
  const url = config().REDIS_URL;
  const holder = globalThis as Holder;
  if (!url || holder[STATE_KEY]) return;

  const instanceId = randomUUID();
  const { client: subscriber, connected } = createRedisClient(url, 'page-cache sync');
  holder[STATE_KEY] = { instanceId, subscriber };

  let readyCount = 0;
  subscriber.on('ready', () => {
    readyCount += 1;
    if (readyCount > 1) {
      const dropped = purgeLocalPageCache();
      log.warn(
        { dropped },
        `Redis subscription restored: dropped ${dropped} cached page(s) (purges may have been missed)`,
      );
    }
  });

  void connected.then(() =>
    subscriber
      .subscribe(PAGE_CACHE_PURGE_CHANNEL, (raw) => {
        const message = parsePurgeMessage(raw);
        if (!message || message.from === instanceId) return;
        purgeLocalPageCache(message.prefixes ?? undefined);
      })
      .then(() => log.info('purges shared through Redis'))
      .catch((error: unknown) => log.warn({ err: error }, 'could not subscribe to purge events')),
  );

  setSharedPageStore(new RedisPageStore(redisReady));
  setPageCachePurgeBroadcaster((prefixes) => {
    const message: PurgeMessage = { from: instanceId, prefixes: prefixes ? [...prefixes] : null };
    void publishPurge(JSON.stringify(message));
  });
}

async function publishPurge(message: string): Promise<void> {
  try {
    const client = await redisReady();
    await withTimeout(client.publish(PAGE_CACHE_PURGE_CHANNEL, message), PUBLISH_TIMEOUT_MS);
  } catch (error) {
    log.warn(
      { err: error },
      'purge may not have reached the other instances (they refresh when their cache time runs out)',
    );
  }
}

declare module '../../process-state' {
  interface ProcessStateHooks {
    /** Unsubscribe from purges and forget the shared level. */
    'page-cache-sync': () => Promise<void>;
  }
}
registerProcessStateHook('page-cache-sync', async () => {
  const holder = globalThis as Holder;
  const state = holder[STATE_KEY];
  holder[STATE_KEY] = undefined;
  setPageCachePurgeBroadcaster(undefined);
  setSharedPageStore(undefined);
  if (!state) return;
  await withTimeout(state.subscriber.close(), 1000).catch(() => {
    if (state.subscriber.isOpen) state.subscriber.destroy();
  });
});
