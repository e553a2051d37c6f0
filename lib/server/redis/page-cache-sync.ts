import { randomUUID } from 'node:crypto';
import { config } from '../../config';
import { purgeLocalPageCache, setPageCachePurgeBroadcaster } from '../../page-cache';
import { createRedisClient, redisReady, withTimeout, type RedisClient } from './index';

/*
 * Page-cache purges on every instance (REDIS_URL). The page cache stays in each process's memory
 * (a hit costs no network round trip); what is shared is the purge: `purgePageCache` drops the local
 * entries and publishes `{ from, prefixes }` on a Redis channel; every other instance, subscribed since
 * start-up (instrumentation.ts), drops the same entries.
 *
 * Pub/sub delivers only to connected subscribers, so an instance whose subscription was down may have
 * missed purges: when its subscriber reconnects it drops its whole page cache (pages are rendered again
 * on demand). Without Redis at all, a missed purge is bounded by the page's cache time (docs/page-cache.md).
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
 * Subscribes this process to purge events and makes `purgePageCache` publish them. Does nothing
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
      console.warn(
        `[page-cache] Redis subscription restored: dropped ${dropped} cached page(s) (purges may have been missed)`,
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
      .then(() => console.info('[page-cache] purges shared through Redis'))
      .catch((error: unknown) =>
        console.warn(
          '[page-cache] could not subscribe to purge events:',
          error instanceof Error ? error.message : error,
        ),
      ),
  );

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
    console.warn(
      '[page-cache] purge may not have reached the other instances (they refresh when their cache time runs out):',
      error instanceof Error ? error.message : error,
    );
  }
}

/** For tests: unsubscribe and forget. */
export async function stopPageCacheSyncForTests(): Promise<void> {
  const holder = globalThis as Holder;
  const state = holder[STATE_KEY];
  holder[STATE_KEY] = undefined;
  setPageCachePurgeBroadcaster(undefined);
  if (!state) return;
  await withTimeout(state.subscriber.close(), 1000).catch(() => {
    if (state.subscriber.isOpen) state.subscriber.destroy();
  });
}
