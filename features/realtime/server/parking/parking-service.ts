import 'server-only';
import { now } from '@/lib/clock';
import { config } from '@/lib/config';
import { registerProcessStateHook } from '@/lib/process-state';
import { createStaleCache, type StaleCache } from '@/lib/server/cache/stale-cache';
import type { Lot, ParkingResponse } from '../../schemas';
import { isStale } from '../../wait';
import { bogotaIso } from '@/lib/bogota-time';
import { slotStart } from '../time';
import { fetchParkingFeed, type LotReading } from './http-source';
import { LOTS, paymentUrlFor, type LotDef } from './lots';
import { availableAt, MEASURE_EVERY_MINUTES } from './occupancy';
import { logger } from '@/lib/server/log';

const log = logger('parking');

/*
 * Parking as pages and the API see it: the HTTP feed when PARKING_API_URL is set (reused for
 * REALTIME_API_TTL_SECONDS, the last good reading when it fails, "no information" when none), else
 * the occupancy curve. Availability older than 15 minutes is stale.
 */

let feed: StaleCache<Map<string, LotReading>> | undefined;

function configuredFeed(): StaleCache<Map<string, LotReading>> | undefined {
  const { PARKING_API_URL, REALTIME_API_TTL_SECONDS, REALTIME_API_TIMEOUT_MS } = config();
  if (!PARKING_API_URL) return undefined;
  feed ??= createStaleCache({
    name: 'parking-feed',
    load: () => fetchParkingFeed(PARKING_API_URL, REALTIME_API_TIMEOUT_MS),
    ttlMs: REALTIME_API_TTL_SECONDS * 1000,
    retryAfterFailureMs: REALTIME_API_TTL_SECONDS * 1000,
  });
  return feed;
}

declare module '@/lib/process-state' {
  interface ProcessStateHooks {
    /** Forget the feed and its cache so a changed configuration is read. */
    'parking-feed': () => void;
  }
}
registerProcessStateHook('parking-feed', () => {
  feed = undefined;
});

function lotOf(def: LotDef, reading: LotReading | null | undefined, nowMs: number): Lot {
  const { id, terminal, name, capacity, contact, pricing } = def;
  return {
    id,
    terminal,
    name,
    capacity: reading?.capacity ?? capacity,
    available: reading ? reading.available : null,
    updatedAt: reading ? reading.updatedAt : null,
    stale: reading ? isStale(reading.updatedAt, nowMs) : false,
    contact,
    pricing,
    paymentUrl: paymentUrlFor(config().PARKING_PAYMENT_URL, id),
  };
}

async function readings(
  nowMs: number,
): Promise<{ source: ParkingResponse['source']; byLot: Map<string, LotReading> | null }> {
  const configured = configuredFeed();
  if (!configured) {
    const measuredAt = slotStart(nowMs, MEASURE_EVERY_MINUTES);
    const byLot = new Map(
      LOTS.map(
        (lot) => [lot.id, { available: availableAt(lot, measuredAt), updatedAt: bogotaIso(measuredAt) }] as const,
      ),
    );
    return { source: 'simulation', byLot };
  }
  try {
    return { source: 'feed', byLot: await configured.get() };
  } catch (error) {
    log.warn({ err: error }, 'feed unavailable');
    return { source: 'feed', byLot: null };
  }
}

export async function getParking({ terminal }: { terminal?: 'T1' | 'T2' } = {}): Promise<ParkingResponse> {
  const nowMs = now().getTime();
  const { source, byLot } = await readings(nowMs);
  const lots = LOTS.filter((lot) => !terminal || lot.terminal === terminal).map((lot) =>
    lotOf(lot, byLot?.get(lot.id), nowMs),
  );
  return { updatedAt: bogotaIso(nowMs), source, lots };
}
