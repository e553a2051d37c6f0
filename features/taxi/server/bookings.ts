import 'server-only';
import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { config } from '@/lib/config';
import { now } from '@/lib/clock';
import { AppError, forbidden, notFound } from '@/lib/http/errors';
import type { Database } from '@/lib/server/db';
import { taxiBookings, taxiUsers } from './db/schema';
import { enforceRateLimits } from '@/lib/server/rate-limit';
import {
  AIRPORT_LOCATION,
  BOOKING_STATUSES,
  CANCELLABLE_STATUSES,
  TAXI_LIMITS,
  VEHICLE_NAMES,
  bogotaLocalToInstant,
  pickupWindowProblem,
  type BookInput,
  type BookResponse,
  type BookingItem,
  type BookingsResponse,
  type OperatorBooking,
} from '../schemas';
import type { TaxiUser } from './auth';
import { localisedValidationError } from './http';
import { toE164 } from '@/lib/phone/mobile';
import { storedPhoneOf } from './phone';
import type { TaxiTranslate } from './i18n';
import { calculateTaxiRate, fareFor, isInServiceArea } from './rate/rate-engine';

export type BookingRow = typeof taxiBookings.$inferSelect;

/** Active bookings (nueva + confirmada) a user may hold at once; beyond it the company refuses. */
export const MAX_ACTIVE_BOOKINGS = 3;

const BOGOTA_OFFSET_MS = -5 * 3_600_000;

function bogotaParts(instant: Date): { date: string; time: string } {
  const local = new Date(instant.getTime() + BOGOTA_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

export function toBookingItem(row: BookingRow): BookingItem {
  const airport = AIRPORT_LOCATION.address;
  const fromAirport = row.direction === 'from_airport';
  return {
    id: row.id,
    bookingNumber: row.bookingNumber,
    status: row.status,
    from: fromAirport ? airport : row.address,
    to: fromAirport ? row.address : airport,
    ...bogotaParts(row.pickupAt),
    paymentMethod: row.paymentMethod,
    vehicle: VEHICLE_NAMES[row.vehicleType],
    vehicleType: row.vehicleType,
    direction: row.direction,
    accessible: row.accessible,
    driverName: row.driverName,
    plate: row.plate,
    // Only the embedded dispatcher's confirmations are simulated; the taxi company's are real.
    simulated: row.confirmedBy === 'simulation',
    price: row.price,
  };
}

export function toOperatorBooking(row: BookingRow, user: Pick<TaxiUser, 'countryCode' | 'phone'>): OperatorBooking {
  return {
    ...toBookingItem(row),
    customerName: row.customerName,
    // Digits with the country code (E.164 without its +); empty once the passenger's data was erased.
    customerPhone: user.phone ? storedPhoneOf(user).e164.slice(1) : '',
    lat: row.lat,
    lng: row.lng,
    pickupAt: row.pickupAt.toISOString(),
  };
}

/** The 400 for a pickup time outside [now − 5 min, now + 30 days]. */
export function assertPickupWindow(localDateTime: string, field: string, t: TaxiTranslate, at = now()): void {
  const problem = pickupWindowProblem(localDateTime, at);
  if (!problem) return;
  const message = problem === 'past' ? t('pickupPast') : t('pickupTooFar', { days: TAXI_LIMITS.pickupMaxDaysAhead });
  throw localisedValidationError(message, { [field]: message });
}

export function assertServiceArea(lat: number, lon: number, t: TaxiTranslate): void {
  if (!isInServiceArea(lat, lon)) throw new AppError(422, 'outside_service_area', t('outsideServiceArea'));
}

const NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newBookingNumber(pickupDay: string): string {
  const suffix = Array.from({ length: 5 }, () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)]).join('');
  return `TX-${pickupDay.replaceAll('-', '').slice(2)}-${suffix}`;
}

/**
 * Files a booking for the signed-in user, inside the caller's transaction (idempotency).
 * Bad input throws (nothing written); a refusal by the company answers status false.
 */
export async function createBooking(
  tx: Database,
  user: TaxiUser,
  input: BookInput,
  t: TaxiTranslate,
): Promise<BookResponse> {
  const at = now();
  assertPickupWindow(input.date, 'date', t, at);
  assertServiceArea(input.lat, input.lon, t);
  if (input.phone !== undefined) {
    // However it is typed ("06 12 34 56 78", "+33 6…"), the phone sent must be the signed-in one.
    const countryCode = input.phoneCountryCode ?? input.countryCode ?? user.countryCode;
    if (toE164(input.phone, countryCode) !== storedPhoneOf(user).e164) {
      throw forbidden(t('phoneMismatch'), 'phone_mismatch');
    }
  }
  // On PostgreSQL, two parallel bookings of one user queue here, so the second counts the first: the cap holds.
  await tx.select({ id: taxiUsers.id }).from(taxiUsers).where(eq(taxiUsers.id, user.id)).for('update');
  const [active] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(taxiBookings)
    .where(and(eq(taxiBookings.userId, user.id), inArray(taxiBookings.status, [...CANCELLABLE_STATUSES])));
  if ((active?.count ?? 0) >= MAX_ACTIVE_BOOKINGS) {
    return {
      status: false,
      userMessage: t('bookingRefusedTooMany', { max: MAX_ACTIVE_BOOKINGS }),
      bookingId: null,
      bookingNumber: null,
    };
  }
  if (input.name || input.email) {
    await tx
      .update(taxiUsers)
      .set({
        ...(input.name ? { name: input.name } : {}),
        ...(input.email ? { email: input.email } : {}),
        updatedAt: at,
      })
      .where(eq(taxiUsers.id, user.id));
  }
  const price = fareFor(calculateTaxiRate({ lat: input.lat, lon: input.lon, pickupAt: input.date }), input.vehicleType);
  const [row] = await tx
    .insert(taxiBookings)
    .values({
      bookingNumber: newBookingNumber(input.date.slice(0, 10)),
      userId: user.id,
      status: 'nueva',
      direction: input.direction,
      address: input.address,
      lat: input.lat,
      lng: input.lon,
      pickupAt: bogotaLocalToInstant(input.date),
      vehicleType: input.vehicleType,
      paymentMethod: input.paymentMethod,
      accessible: input.accessible,
      price,
      customerName: input.name ?? user.name,
      customerEmail: input.email ?? user.email,
      createdAt: at,
    })
    .returning();
  return {
    status: true,
    // The price stays the chosen vehicle's: an accessible vehicle costs the passenger nothing more.
    userMessage: t(input.accessible ? 'bookingCreatedAccessible' : 'bookingCreated', { number: row!.bookingNumber }),
    bookingId: row!.id,
    bookingNumber: row!.bookingNumber,
  };
}

/** The user's bookings grouped by status, most recent pickup first. */
export async function listBookings(db: Database, userId: number): Promise<BookingsResponse> {
  const rows = await db
    .select()
    .from(taxiBookings)
    .where(eq(taxiBookings.userId, userId))
    .orderBy(desc(taxiBookings.pickupAt), desc(taxiBookings.id))
    .limit(200);
  const groups = Object.fromEntries(
    BOOKING_STATUSES.map((status) => [status, [] as BookingItem[]]),
  ) as BookingsResponse;
  for (const row of rows) groups[row.status].push(toBookingItem(row));
  return groups;
}

/** Cancels one of the user's own nueva/confirmada bookings. Someone else's booking is a 404. */
export async function cancelOwnBooking(db: Database, userId: number, id: number, t: TaxiTranslate) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(taxiBookings)
      .where(and(eq(taxiBookings.id, id), eq(taxiBookings.userId, userId)))
      .for('update');
    if (!row) throw notFound(t('bookingNotFound'), 'booking_not_found');
    if (!CANCELLABLE_STATUSES.includes(row.status)) {
      throw new AppError(409, 'booking_not_cancellable', t('bookingNotCancellable'));
    }
    const [updated] = await tx
      .update(taxiBookings)
      .set({ status: 'cancelada', cancelledAt: now(), cancelledBy: 'user' })
      .where(eq(taxiBookings.id, id))
      .returning();
    return toBookingItem(updated!);
  });
}

/**
 * Bookings and cancellations a signed-in user may make per hour (each its own count), counted before the
 * body is read: a script with a stolen or its own token cannot flood the dispatcher.
 */
export async function enforceBookingActionLimit(userId: number, action: 'book' | 'cancel', t: TaxiTranslate) {
  await enforceRateLimits(
    [
      {
        key: `taxi:${action}:user:${userId}`,
        limit: config().TAXI_BOOKING_ACTIONS_PER_USER_PER_HOUR,
        windowSeconds: 3600,
      },
    ],
    { message: (seconds) => t('bookingRateLimited', { minutes: Math.max(1, Math.ceil(seconds / 60)) }) },
  );
}
