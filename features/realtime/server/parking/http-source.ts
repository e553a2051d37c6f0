import 'server-only';
import { z } from 'zod';
import { fetchJson } from '@/lib/server/fetch-json';
import { bogotaIso } from '@/lib/bogota-time';

/*
 * The real parking provider: an HTTP feed (PARKING_API_URL) answering
 *   { "lots": [ { "id": "p1", "available": 312, "capacity": 1420, "measuredAt": "2026-11-22T09:58:00-05:00" } ] }
 * Only availability (and capacity, when given) comes from the feed; names, pricing and contact are ours.
 * A lot the feed lacks, or gives without a count or time, has no information.
 */

export interface LotReading {
  available: number;
  capacity?: number;
  updatedAt: string;
}

const feedLotSchema = z.looseObject({
  id: z.string(),
  available: z.number().int().nonnegative().nullish(),
  capacity: z.number().int().positive().nullish(),
  measuredAt: z.iso.datetime({ offset: true }).nullish(),
});
const feedSchema = z.looseObject({ lots: z.array(z.unknown()) });

export async function fetchParkingFeed(url: string, timeoutMs: number): Promise<Map<string, LotReading>> {
  const feed = feedSchema.parse(await fetchJson(url, timeoutMs));
  const readings = new Map<string, LotReading>();
  for (const raw of feed.lots) {
    const lot = feedLotSchema.safeParse(raw);
    if (!lot.success) continue;
    const { id, available, capacity, measuredAt } = lot.data;
    if (available === null || available === undefined || !measuredAt) continue;
    readings.set(id.toLowerCase(), {
      available: capacity ? Math.min(available, capacity) : available,
      ...(capacity ? { capacity } : {}),
      updatedAt: bogotaIso(Date.parse(measuredAt)),
    });
  }
  return readings;
}
