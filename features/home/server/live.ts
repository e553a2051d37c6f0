import 'server-only';
import { nextFlights } from '@/features/flights/server';
import { getParking, getQueues } from '@/features/realtime/server';
import type { Wait } from '@/features/realtime/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { logger } from '@/lib/server/log';

const log = logger('home');

/*
 * The home's live snippets, each fed in-process by its feature's server index. Each one degrades on
 * its own: a failing feature gives `unavailable` (a clear placeholder), never an error for the page.
 */

export type Snippet<T> = { status: 'ok'; data: T } | { status: 'unavailable' };

async function snippet<T>(name: string, read: () => Promise<T>): Promise<Snippet<T>> {
  try {
    return { status: 'ok', data: await read() };
  } catch (error) {
    log.error({ err: error, snippet: name }, `${name} snippet unavailable`);
    return { status: 'unavailable' };
  }
}

export interface DepartureItem {
  id: string;
  flight: string;
  city: string;
  time: string;
  status: string;
  statusCode: string;
  gate: string | null;
}

export interface Departures {
  flights: DepartureItem[];
  /** The flights source's word: true when these come from the embedded simulation (the snippet says so). */
  simulated: boolean;
}

const DEPARTURES_SHOWN = 5;

/**
 * The next passenger departures: the departures board's opening rows (the same query, so the two agree), the
 * flights still to depart.
 */
export function nextDepartures(locale: Locale): Promise<Snippet<Departures>> {
  return snippet('departures', async () => {
    const list = await nextFlights({ direction: 'departure', kind: 'commercial', count: DEPARTURES_SHOWN });
    const flights = list.flights.map((f) => ({
      id: f.id,
      flight: f.flight,
      city: f.city[locale] ?? f.city.es,
      time: (f.estimatedDate ?? f.scheduleDate).slice(11, 16),
      status: f.status[locale] ?? f.status.es,
      statusCode: f.status.code,
      gate: f.gate,
    }));
    return { flights, simulated: list.simulated };
  });
}

export interface QueueItem {
  id: string;
  name: string;
  wait: Wait | null;
}

/** Security checkpoints of departures, main queue wait each. */
export function securityWaits(locale: Locale): Promise<Snippet<QueueItem[]>> {
  return snippet('queues', async () => {
    const { checkpoints } = await getQueues();
    return checkpoints
      .filter((c) => c.kind === 'security' && c.direction === 'departures')
      .map((c) => ({ id: c.id, name: c.name[locale] || c.name.es, wait: c.queues[0]?.wait ?? null }));
  });
}

export interface ParkingItem {
  id: string;
  name: string;
  available: number | null;
  capacity: number;
}

export function parkingAvailability(locale: Locale): Promise<Snippet<ParkingItem[]>> {
  return snippet('parking', async () => {
    const { lots } = await getParking();
    return lots.map((l) => ({
      id: l.id,
      name: l.name[locale] || l.name.es,
      available: l.available,
      capacity: l.capacity,
    }));
  });
}
