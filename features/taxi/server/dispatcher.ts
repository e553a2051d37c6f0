import 'server-only';
import { and, asc, eq, lte } from 'drizzle-orm';
import { config } from '@/lib/config';
import { now } from '@/lib/clock';
import type { Database } from '@/lib/server/db';
import { taxiBookings, taxiVehicles } from './db/schema';
import { logger } from '@/lib/server/log';

const log = logger('taxi');

/*
 * The embedded dispatcher (ARCHITECTURE §3, taxi dispatch): stands in for the taxi company.
 * It confirms a new booking TAXI_DISPATCHER_CONFIRM_SECONDS after it was made, assigning a driver
 * and an authorised vehicle of the booked type (a wheelchair-accessible one when the booking asks for it;
 * while none is active the booking waits for the next round or the company), and marks a confirmed booking fulfilled once its
 * pickup time plus the ride has passed. Its confirmations are recorded as `confirmed_by = 'simulation'`, so the
 * passenger sees the driver and plate are examples, not a real service. It runs lazily before bookings are read, and on a timer
 * once the process has taken a booking. TAXI_DISPATCHER=off leaves all of it to the operator API.
 */

/** A confirmed booking counts as fulfilled this long after its pickup time. */
export const RIDE_ALLOWANCE_MINUTES = 30;
const TIMER_MS = 15_000;

export interface DispatchReport {
  confirmed: number;
  fulfilled: number;
}

export function dispatcherEnabled(): boolean {
  return config().TAXI_DISPATCHER === 'embedded';
}

/** One dispatcher round at `at`. Safe to run concurrently: each update re-checks the status. */
export async function runDispatcher(db: Database, at = now()): Promise<DispatchReport> {
  const confirmBefore = new Date(at.getTime() - config().TAXI_DISPATCHER_CONFIRM_SECONDS * 1000);
  const fulfilBefore = new Date(at.getTime() - RIDE_ALLOWANCE_MINUTES * 60_000);
  const report: DispatchReport = { confirmed: 0, fulfilled: 0 };
  const due = await db
    .select({ id: taxiBookings.id, vehicleType: taxiBookings.vehicleType, accessible: taxiBookings.accessible })
    .from(taxiBookings)
    .where(and(eq(taxiBookings.status, 'nueva'), lte(taxiBookings.createdAt, confirmBefore)))
    .orderBy(asc(taxiBookings.id))
    .limit(100);
  for (const booking of due) {
    const fleet = await db
      .select()
      .from(taxiVehicles)
      .where(
        and(
          eq(taxiVehicles.vehicleType, booking.vehicleType),
          eq(taxiVehicles.active, true),
          booking.accessible ? eq(taxiVehicles.accessible, true) : undefined,
        ),
      )
      .orderBy(asc(taxiVehicles.plate));
    const vehicle = fleet[booking.id % Math.max(fleet.length, 1)];
    if (!vehicle) continue;
    const updated = await db
      .update(taxiBookings)
      // Recorded as a simulation: the passenger's booking says the driver and plate are examples.
      .set({
        status: 'confirmada',
        confirmedAt: at,
        confirmedBy: 'simulation',
        driverName: vehicle.driverName,
        plate: vehicle.plate,
      })
      .where(and(eq(taxiBookings.id, booking.id), eq(taxiBookings.status, 'nueva')))
      .returning({ id: taxiBookings.id });
    report.confirmed += updated.length;
  }
  const done = await db
    .update(taxiBookings)
    .set({ status: 'cumplida', fulfilledAt: at })
    .where(and(eq(taxiBookings.status, 'confirmada'), lte(taxiBookings.pickupAt, fulfilBefore)))
    .returning({ id: taxiBookings.id });
  report.fulfilled = done.length;
  return report;
}

/** Runs a round when the embedded dispatcher is on. Never throws (a read must not fail for it). */
export async function dispatchIfEnabled(db: Database): Promise<void> {
  if (!dispatcherEnabled()) return;
  try {
    await runDispatcher(db);
  } catch (error) {
    log.error({ err: error }, 'dispatcher round failed');
  }
}

const TIMER_KEY = Symbol.for('eldorado.taxi.dispatcher');

/** Starts the periodic rounds once per process (after the first booking). */
export function ensureDispatcherTimer(getDb: () => Database): void {
  if (!dispatcherEnabled()) return;
  const holder = globalThis as typeof globalThis & { [TIMER_KEY]?: ReturnType<typeof setInterval> };
  if (holder[TIMER_KEY]) return;
  holder[TIMER_KEY] = setInterval(() => void dispatchIfEnabled(getDb()), TIMER_MS);
  holder[TIMER_KEY].unref?.();
}
