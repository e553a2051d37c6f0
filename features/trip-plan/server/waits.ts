import 'server-only';
import { forecastWaitsAt, getQueues, waitMidpoint } from '@/features/realtime/server';
import type { Checkpoint } from '@/features/realtime/schemas';
import type { ForecastCheckpoint, WaitTable } from '../plan';

/*
 * The waits a plan reads, as a table of 15-minute slots around the flight (the browser recomputes
 * from the same table when the flight moves). Source: the queue forecast of each checkpoint
 * (features/realtime: the embedded model calibrated by the live reading, or the forecast feed). When the
 * forecast cannot answer (no flight schedule: a 503), the live reading stands for every slot.
 */

const SLOT_MINUTES = 15;
const MINUTE = 60_000;
/** From six hours before the flight to four after (room for a delay recomputed in the browser). */
const BEFORE_SLOTS = (6 * 60) / SLOT_MINUTES;
const AFTER_SLOTS = (4 * 60) / SLOT_MINUTES;

/** The forecast and the live queues name a checkpoint alike (one id per checkpoint across the APIs). */
const LIVE_IDS: Record<ForecastCheckpoint, Checkpoint['id']> = {
  'security-domestic': 'security-domestic',
  'security-international': 'security-international',
  'migration-departures': 'migration-departures',
  'migration-arrivals': 'migration-arrivals',
};

function liveMinutes(checkpoint: Checkpoint | undefined): number {
  const queue = checkpoint?.queues.find((q) => q.type === checkpoint.historyQueue);
  return queue?.wait ? Math.round(waitMidpoint(queue.wait)) : 0;
}

export function checkpointsFor(direction: 'departure' | 'arrival', type: 'D' | 'I'): ForecastCheckpoint[] {
  if (direction === 'arrival') return type === 'I' ? ['migration-arrivals'] : [];
  return type === 'I' ? ['migration-departures', 'security-international'] : ['security-domestic'];
}

export async function waitTableFor(flightAt: Date, checkpoints: readonly ForecastCheckpoint[]): Promise<WaitTable> {
  const slotMs = SLOT_MINUTES * MINUTE;
  const startMs = Math.floor(flightAt.getTime() / slotMs) * slotMs - BEFORE_SLOTS * slotMs;
  const count = BEFORE_SLOTS + AFTER_SLOTS;
  const minutes: WaitTable['minutes'] = {};
  if (checkpoints.length === 0) return { startMs, slotMinutes: SLOT_MINUTES, minutes };
  const instants = Array.from({ length: count }, (_, i) => new Date(startMs + i * slotMs));
  const forecast = await Promise.all(
    checkpoints.map((checkpoint) => forecastWaitsAt(checkpoint, instants).catch(() => null)),
  );
  const live = forecast.some((slots) => slots === null) ? await getQueues({ terminal: 'T1' }).catch(() => null) : null;
  checkpoints.forEach((checkpoint, i) => {
    const value = liveMinutes(live?.checkpoints.find((c) => c.id === LIVE_IDS[checkpoint]));
    minutes[checkpoint] = forecast[i] ?? Array.from({ length: count }, () => value);
  });
  return { startMs, slotMinutes: SLOT_MINUTES, minutes };
}
