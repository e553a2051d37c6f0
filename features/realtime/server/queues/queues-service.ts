import 'server-only';
import { now } from '@/lib/clock';
import { config } from '@/lib/config';
import { registerProcessStateHook } from '@/lib/process-state';
import { createStaleCache, type StaleCache } from '@/lib/server/cache/stale-cache';
import type { QueuesResponse } from '../../schemas';
import { isStale } from '../../wait';
import { bogotaIso } from '@/lib/bogota-time';
import { loadFlightBank } from './flight-bank';
import { checkpointsFromFeed, createFeedHistory, fetchQueueFeed, type FeedQueues } from './http-source';
import { simulateQueues } from './simulation';
import { logger } from '@/lib/server/log';

const log = logger('queues');

/*
 * Queue times as pages and the API see them: the HTTP feed when QUEUES_API_URL is set (reused for
 * REALTIME_API_TTL_SECONDS, the last good reading when it fails, "no information" when there is
 * none), else the simulation from the flight bank. Measurements older than 15 minutes are stale.
 */

let feed: { source: StaleCache<FeedQueues>; history: ReturnType<typeof createFeedHistory> } | undefined;

function configuredFeed() {
  const { QUEUES_API_URL, REALTIME_API_TTL_SECONDS, REALTIME_API_TIMEOUT_MS } = config();
  if (!QUEUES_API_URL) return undefined;
  if (!feed) {
    const history = createFeedHistory();
    const source = createStaleCache({
      name: 'queue-feed',
      load: async () => {
        const reading = await fetchQueueFeed(QUEUES_API_URL, REALTIME_API_TIMEOUT_MS);
        history.record(reading, now().getTime());
        return reading;
      },
      ttlMs: REALTIME_API_TTL_SECONDS * 1000,
      retryAfterFailureMs: REALTIME_API_TTL_SECONDS * 1000,
    });
    feed = { source, history };
  }
  return feed;
}

declare module '@/lib/process-state' {
  interface ProcessStateHooks {
    /** Forget the feed, its cache and history so a changed configuration is read. */
    'queue-feed': () => void;
  }
}
registerProcessStateHook('queue-feed', () => {
  feed = undefined;
});

async function readFeed(
  configured: NonNullable<ReturnType<typeof configuredFeed>>,
  nowMs: number,
): Promise<QueuesResponse> {
  let reading: FeedQueues | null = null;
  try {
    reading = await configured.source.get();
  } catch (error) {
    log.warn({ err: error }, 'feed unavailable');
  }
  return {
    updatedAt: bogotaIso(nowMs),
    source: 'feed',
    checkpoints: checkpointsFromFeed(reading, configured.history.snapshot()),
  };
}

function markStale(response: QueuesResponse, nowMs: number): QueuesResponse {
  return {
    ...response,
    checkpoints: response.checkpoints.map((checkpoint) => ({
      ...checkpoint,
      queues: checkpoint.queues.map((queue) => ({ ...queue, stale: isStale(queue.updatedAt, nowMs) })),
    })),
  };
}

export async function getQueues({ terminal }: { terminal?: 'T1' | 'T2' } = {}): Promise<QueuesResponse> {
  const nowMs = now().getTime();
  const configured = configuredFeed();
  const response = configured ? await readFeed(configured, nowMs) : simulateQueues(await loadFlightBank(), nowMs);
  const marked = markStale(response, nowMs);
  return terminal ? { ...marked, checkpoints: marked.checkpoints.filter((c) => c.terminal === terminal) } : marked;
}
