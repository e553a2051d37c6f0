import 'server-only';
import { availableDates, listFlights } from '@/features/flights/server';
import type { Flight } from '@/features/flights/schemas';
import { bogotaMs } from '@/lib/bogota-time';
import { unitHash } from '../time';
import { logger } from '@/lib/server/log';

const log = logger('queues');

/*
 * The flight bank that drives the queue simulation: every passenger flight of yesterday, today and
 * tomorrow from the flights feature's service (simulated day or upstream), reduced to what the
 * queues need: when it moves, which way, domestic or international, which terminal, how many
 * passengers (an estimate by flight type, varied per flight).
 */

export interface Movement {
  atMs: number;
  direction: 'departure' | 'arrival';
  international: boolean;
  terminal: 'T1' | 'T2';
  passengers: number;
}

const PASSENGERS = { domestic: 150, international: 210 } as const;
/** Flights read per day and direction in one call (a BOG day has a few hundred per direction). */
const PAGE_SIZE = 2000;

function toMovement(flight: Flight): Movement | null {
  if (flight.status.code === 'CNL') return null;
  const local = flight.actualDate ?? flight.estimatedDate ?? flight.scheduleDate;
  const international = flight.flighttype === 'I';
  const base = international ? PASSENGERS.international : PASSENGERS.domestic;
  return {
    atMs: bogotaMs(local),
    direction: flight.direction,
    international,
    terminal: flight.terminal === 'T2' ? 'T2' : 'T1',
    passengers: Math.round(base * (0.7 + 0.6 * unitHash(flight.id))),
  };
}

async function dayMovements(date: string, direction: 'departure' | 'arrival'): Promise<Movement[]> {
  const list = await listFlights({ direction, kind: 'commercial', date, page: 1, pageSize: PAGE_SIZE });
  return list.flights.flatMap((flight) => toMovement(flight) ?? []);
}

/**
 * Passenger movements of the three available days, or null when the flights source failed for any
 * of them (with no last good copy): the simulation then has nothing to go on and must not guess.
 * An empty list is a real answer: no flights.
 */
export async function loadFlightBank(): Promise<Movement[] | null> {
  const { yesterday, today, tomorrow } = availableDates();
  const loads = [yesterday, today, tomorrow].flatMap((date) => [
    dayMovements(date, 'departure'),
    dayMovements(date, 'arrival'),
  ]);
  const settled = await Promise.allSettled(loads);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) {
    log.warn({ err: failed.reason }, 'flight bank unavailable');
    return null;
  }
  return settled.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
}
