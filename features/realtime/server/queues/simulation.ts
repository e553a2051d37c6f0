import 'server-only';
import { inBogota } from '@/lib/clock';
import type { Checkpoint, HistoryPoint, Queue, QueuesResponse } from '../../schemas';
import { waitFromMinutes } from '../../wait';
import { bogotaIso } from '@/lib/bogota-time';
import { slotStart, unitHash } from '../time';
import { CHECKPOINTS, type CheckpointDef, type QueueModel } from './checkpoints';
import type { Movement } from './flight-bank';

/*
 * The embedded queue provider: waiting times estimated from the flight bank of the next hour and
 * the time of day, deterministic for a given clock. Each checkpoint is "measured" every 5 minutes
 * (a fixed offset per checkpoint), so the times it shows have an age like a real feed's.
 */

const MINUTE = 60_000;
const MEASURE_EVERY_MINUTES = 5;
const HISTORY_STEP_MINUTES = 10;
const HISTORY_MINUTES = 120;
const MAX_WAIT_MINUTES = 150;

/** Staffing through the day: fewer officers and lanes open in the small hours. */
export function staffingAt(ms: number): number {
  const hour = inBogota(ms).hour();
  if (hour < 4) return 0.6;
  if (hour < 5) return 0.8;
  if (hour >= 23) return 0.7;
  return 1;
}

/** Minutes a passenger waits in one queue when `passengers` arrive in an hour. */
export function waitMinutes(passengers: number, queue: QueueModel, staffing: number): number {
  const capacity = queue.perHour * staffing;
  const load = (passengers * queue.share) / capacity;
  const backlog = Math.max(0, load - 1) * 30;
  return 1 + 16 * load * load + backlog;
}

function passengersAt(checkpoint: CheckpointDef, bank: readonly Movement[], atMs: number): number {
  let passengers = 0;
  for (const movement of bank) if (checkpoint.inBank(movement, atMs)) passengers += movement.passengers;
  return passengers;
}

/** The estimated wait (minutes) of one queue at an instant, with a deterministic ±15 % variation. */
export function estimateAt(
  checkpoint: CheckpointDef,
  queue: QueueModel,
  bank: readonly Movement[],
  atMs: number,
): number {
  const passengers = passengersAt(checkpoint, bank, atMs);
  const variation = 0.85 + 0.3 * unitHash(`${checkpoint.id}:${queue.type}:${slotStart(atMs, HISTORY_STEP_MINUTES)}`);
  return Math.min(MAX_WAIT_MINUTES, waitMinutes(passengers, queue, staffingAt(atMs)) * variation);
}

/** When a checkpoint was last measured: every 5 minutes, each at its own offset. */
export function lastMeasurement(checkpoint: CheckpointDef, nowMs: number): number {
  const offset = Math.floor(unitHash(checkpoint.id) * MEASURE_EVERY_MINUTES) * MINUTE;
  return slotStart(nowMs - offset, MEASURE_EVERY_MINUTES) + offset;
}

function historyOf(checkpoint: CheckpointDef, bank: readonly Movement[], nowMs: number): HistoryPoint[] {
  const main = checkpoint.queues.find((q) => q.type === checkpoint.mainQueue) ?? checkpoint.queues[0];
  const last = slotStart(nowMs, HISTORY_STEP_MINUTES);
  const points: HistoryPoint[] = [];
  for (let at = last - HISTORY_MINUTES * MINUTE; at <= last; at += HISTORY_STEP_MINUTES * MINUTE) {
    points.push({ at: bogotaIso(at), minutes: main ? Math.round(estimateAt(checkpoint, main, bank, at)) : null });
  }
  return points;
}

function simulateCheckpoint(checkpoint: CheckpointDef, bank: readonly Movement[], nowMs: number): Checkpoint {
  const measuredAt = lastMeasurement(checkpoint, nowMs);
  const queues: Queue[] = checkpoint.queues.map((queue) => ({
    type: queue.type,
    wait: waitFromMinutes(estimateAt(checkpoint, queue, bank, measuredAt)),
    updatedAt: bogotaIso(measuredAt),
    stale: false,
  }));
  return { ...identityOf(checkpoint), queues, history: historyOf(checkpoint, bank, nowMs) };
}

/** What names a checkpoint in the API, with the queue its 2-hour chart plots. */
function identityOf(checkpoint: CheckpointDef) {
  const { id, kind, direction, terminal, name } = checkpoint;
  return { id, kind, direction, terminal, name, historyQueue: checkpoint.mainQueue };
}

/** Every checkpoint and queue with no information (no wait, no measurement time, no history). */
function unknownCheckpoint(checkpoint: CheckpointDef, nowMs: number): Checkpoint {
  const last = slotStart(nowMs, HISTORY_STEP_MINUTES);
  const history: HistoryPoint[] = [];
  for (let at = last - HISTORY_MINUTES * MINUTE; at <= last; at += HISTORY_STEP_MINUTES * MINUTE) {
    history.push({ at: bogotaIso(at), minutes: null });
  }
  return {
    ...identityOf(checkpoint),
    queues: checkpoint.queues.map((queue) => ({ type: queue.type, wait: null, updatedAt: null, stale: false })),
    history,
  };
}

/**
 * The simulated queues for a flight bank. A null bank (the flights source failed) answers no
 * information everywhere: an estimate from no flights would be a made-up short wait.
 */
export function simulateQueues(bank: readonly Movement[] | null, nowMs: number): QueuesResponse {
  return {
    updatedAt: bogotaIso(nowMs),
    source: 'simulation',
    checkpoints: CHECKPOINTS.map((checkpoint) =>
      bank ? simulateCheckpoint(checkpoint, bank, nowMs) : unknownCheckpoint(checkpoint, nowMs),
    ),
  };
}
