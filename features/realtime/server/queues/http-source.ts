import 'server-only';
import { z } from 'zod';
import { fetchJson } from '@/lib/server/fetch-json';
import { QUEUE_TYPES, type Checkpoint, type HistoryPoint, type Queue, type QueueType, type Wait } from '../../schemas';
import { currentCheckpointId } from '../../forecast/schemas';
import { waitMidpoint } from '../../wait';
import { bogotaIso } from '@/lib/bogota-time';
import { slotStart } from '../time';
import { CHECKPOINTS } from './checkpoints';

/*
 * The real queue provider: an HTTP feed (QUEUES_API_URL) answering
 *   { "checkpoints": [ { "id": "migration-arrivals", "queues": [
 *       { "type": "national-biometric", "minMinutes": 10, "maxMinutes": 20, "measuredAt": "2026-11-22T09:55:00-05:00" } ] } ] }
 * read leniently: unknown checkpoints and queue types are ignored, a former checkpoint id
 * (`security-national`) is read as today's (`security-domestic`), a queue without minutes or
 * time is "no information", `minMinutes` absent or 0 means 'less than maxMinutes'. Our
 * checkpoints the feed leaves out are listed with no information, never with zero.
 */

const minutes = z
  .number()
  .int()
  .nonnegative()
  .max(24 * 60);
const feedQueueSchema = z.looseObject({
  type: z.string(),
  minMinutes: minutes.nullish(),
  maxMinutes: minutes.nullish(),
  measuredAt: z.iso.datetime({ offset: true }).nullish(),
});
const feedSchema = z.looseObject({
  checkpoints: z.array(z.looseObject({ id: z.string(), queues: z.array(z.unknown()).default([]) })),
});

export type FeedQueues = Map<string, Map<QueueType, Queue>>;

function isQueueType(value: string): value is QueueType {
  return (QUEUE_TYPES as readonly string[]).includes(value);
}

function waitOf(min: number | null | undefined, max: number | null | undefined): Wait | null {
  if (max === null || max === undefined || max <= 0) return null;
  if (!min || min >= max) return { kind: 'lessThan', maxMinutes: max };
  return { kind: 'between', minMinutes: min, maxMinutes: max };
}

function queueOf(raw: unknown): Queue | null {
  const parsed = feedQueueSchema.safeParse(raw);
  if (!parsed.success || !isQueueType(parsed.data.type)) return null;
  const { type, minMinutes, maxMinutes, measuredAt } = parsed.data;
  const wait = measuredAt ? waitOf(minMinutes, maxMinutes) : null;
  return { type, wait, updatedAt: wait && measuredAt ? bogotaIso(Date.parse(measuredAt)) : null, stale: false };
}

/** Fetches and reads the feed: queue by type, by checkpoint id. Throws when the feed is unusable. */
export async function fetchQueueFeed(url: string, timeoutMs: number): Promise<FeedQueues> {
  const feed = feedSchema.parse(await fetchJson(url, timeoutMs));
  const result: FeedQueues = new Map();
  for (const checkpoint of feed.checkpoints) {
    const id = currentCheckpointId(checkpoint.id);
    // The current id wins over a former one naming the same checkpoint.
    if (id !== checkpoint.id && result.has(id)) continue;
    const queues = new Map<QueueType, Queue>();
    for (const raw of checkpoint.queues) {
      const queue = queueOf(raw);
      if (queue) queues.set(queue.type, queue);
    }
    result.set(id, queues);
  }
  return result;
}

/** Our checkpoints with the feed's queues; what the feed lacks is "no information". */
export function checkpointsFromFeed(
  feed: FeedQueues | null,
  history: ReadonlyMap<string, HistoryPoint[]>,
): Checkpoint[] {
  return CHECKPOINTS.map((def) => {
    const measured = feed?.get(def.id);
    return {
      id: def.id,
      kind: def.kind,
      direction: def.direction,
      terminal: def.terminal,
      name: def.name,
      historyQueue: def.mainQueue,
      queues: def.queues.map(({ type }) => measured?.get(type) ?? { type, wait: null, updatedAt: null, stale: false }),
      history: history.get(def.id) ?? [],
    };
  });
}

const HISTORY_STEP_MINUTES = 10;
const HISTORY_MINUTES = 120;

/**
 * The 2-hour chart for a feed: the main queue of each checkpoint recorded every 10 minutes from
 * the readings this process has fetched (a feed gives the present only). One per server process.
 */
export function createFeedHistory() {
  const points = new Map<string, Map<number, number | null>>();
  return {
    record(feed: FeedQueues, nowMs: number): void {
      const slot = slotStart(nowMs, HISTORY_STEP_MINUTES);
      for (const def of CHECKPOINTS) {
        const wait = feed.get(def.id)?.get(def.mainQueue)?.wait ?? null;
        const series = points.get(def.id) ?? new Map<number, number | null>();
        series.set(slot, wait ? Math.round(waitMidpoint(wait)) : null);
        for (const at of series.keys()) if (at < slot - HISTORY_MINUTES * 60_000) series.delete(at);
        points.set(def.id, series);
      }
    },
    snapshot(): Map<string, HistoryPoint[]> {
      const result = new Map<string, HistoryPoint[]>();
      for (const [id, series] of points) {
        result.set(
          id,
          [...series].sort(([a], [b]) => a - b).map(([at, minutes]) => ({ at: bogotaIso(at), minutes })),
        );
      }
      return result;
    },
  };
}
