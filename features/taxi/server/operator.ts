import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { config } from '@/lib/config';
import { now } from '@/lib/clock';
import { AppError, echoableInput, notFound, serviceUnavailable, unauthorized } from '@/lib/http/errors';
import type { Database } from '@/lib/server/db';
import { taxiBookings, taxiUsers } from './db/schema';
import { secretsEqual } from '@/lib/security/secrets';
import { CANCELLABLE_STATUSES, type BookingStatus, type OperatorBooking } from '../schemas';
import { toOperatorBooking, type BookingRow } from './bookings';
import { findActiveVehicle } from './vehicles';

/*
 * The operator API: the taxi company lists bookings, confirms them (driver, plate, price), marks
 * them fulfilled or cancels them. Authenticated by the X-Api-Key header (TAXI_OPERATOR_API_KEY);
 * without a configured key it answers 503. Messages are English (a machine client).
 */

export const OPERATOR_KEY_HEADER = 'X-Api-Key';

export function assertOperator(request: Request): void {
  const expected = config().TAXI_OPERATOR_API_KEY;
  if (!expected) throw serviceUnavailable('The operator API is not enabled (TAXI_OPERATOR_API_KEY is not set).');
  const given = request.headers.get(OPERATOR_KEY_HEADER) ?? '';
  if (!given || !secretsEqual(expected, given)) {
    throw unauthorized(`Send the operator API key in the ${OPERATOR_KEY_HEADER} header.`, 'invalid_api_key');
  }
}

async function withCustomer(db: Database, rows: BookingRow[]): Promise<OperatorBooking[]> {
  if (rows.length === 0) return [];
  const users = await db
    .select({ id: taxiUsers.id, countryCode: taxiUsers.countryCode, phone: taxiUsers.phone })
    .from(taxiUsers)
    .where(
      inArray(
        taxiUsers.id,
        rows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
      ),
    );
  const byId = new Map(users.map((user) => [user.id, user]));
  // A booking whose passenger erased their data has no customer left to show.
  const anonymous = { countryCode: '', phone: '' };
  return rows.map((row) => toOperatorBooking(row, (row.userId !== null && byId.get(row.userId)) || anonymous));
}

export async function listForOperator(db: Database, status: BookingStatus): Promise<OperatorBooking[]> {
  const order =
    status === 'nueva' || status === 'confirmada' ? asc(taxiBookings.pickupAt) : desc(taxiBookings.pickupAt);
  const rows = await db.select().from(taxiBookings).where(eq(taxiBookings.status, status)).orderBy(order).limit(500);
  return withCustomer(db, rows);
}

async function transition(
  db: Database,
  id: number,
  from: readonly BookingStatus[],
  change: (row: BookingRow, tx: Database) => Promise<Partial<BookingRow>>,
): Promise<OperatorBooking> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(taxiBookings).where(eq(taxiBookings.id, id)).for('update');
    if (!row) throw notFound(`Booking ${echoableInput(String(id)) ?? ''} does not exist.`, 'booking_not_found');
    if (!from.includes(row.status)) {
      throw new AppError(409, 'invalid_transition', `Booking ${id} is ${row.status}; expected ${from.join(' or ')}.`);
    }
    const [updated] = await tx
      .update(taxiBookings)
      .set(await change(row, tx as unknown as Database))
      .where(and(eq(taxiBookings.id, id), eq(taxiBookings.status, row.status)))
      .returning();
    const [booking] = await withCustomer(tx as unknown as Database, [updated!]);
    return booking!;
  });
}

export function confirmBooking(
  db: Database,
  id: number,
  input: { driverName: string; plate: string; price?: number | undefined },
): Promise<OperatorBooking> {
  return transition(db, id, ['nueva'], async (row, tx) => {
    const vehicle = await findActiveVehicle(tx, input.plate);
    if (!vehicle) {
      throw new AppError(422, 'vehicle_not_authorised', `${input.plate} is not an authorised vehicle.`, {
        fields: { plate: 'Not in the authorised-vehicle registry.' },
      });
    }
    if (vehicle.vehicleType !== row.vehicleType) {
      throw new AppError(
        422,
        'vehicle_type_mismatch',
        `${input.plate} is a ${vehicle.vehicleType}; the booking needs a ${row.vehicleType}.`,
        {
          fields: { plate: 'Wrong vehicle type for this booking.' },
        },
      );
    }
    if (row.accessible && !vehicle.accessible) {
      throw new AppError(
        422,
        'vehicle_not_accessible',
        `${input.plate} is not wheelchair accessible; the booking asks for an accessible vehicle (with a ramp).`,
        { fields: { plate: 'The booking needs a wheelchair-accessible vehicle.' } },
      );
    }
    return {
      status: 'confirmada',
      confirmedAt: now(),
      confirmedBy: 'operator',
      driverName: input.driverName,
      plate: input.plate,
      ...(input.price ? { price: input.price } : {}),
    };
  });
}

export function fulfilBooking(db: Database, id: number): Promise<OperatorBooking> {
  return transition(db, id, ['confirmada'], async () => ({ status: 'cumplida', fulfilledAt: now() }));
}

export function cancelBookingAsOperator(db: Database, id: number, reason?: string): Promise<OperatorBooking> {
  return transition(db, id, CANCELLABLE_STATUSES, async () => ({
    status: 'cancelada',
    cancelledAt: now(),
    cancelledBy: 'operator',
    cancelReason: reason ?? null,
  }));
}
