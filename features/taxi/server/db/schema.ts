import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Authorised taxi (SPEC §3, §4, §6): users signed in by SMS code, their tokens and bookings, the vehicle registry. */

/**
 * A taxi user, identified by their phone: E.164 in `phone` (`+573001234567`) and its calling code. Rows written
 * before the phone rule hold the national number as typed (digits); they are read as `+<country_code><phone>`
 * and rewritten to E.164 when their owner signs in (features/taxi/server/phone.ts, docs/taxi.md "Phone numbers").
 */
export const taxiUsers = pgTable(
  'taxi_users',
  {
    id: serial('id').primaryKey(),
    /** Calling code, digits without + (`57`). */
    countryCode: text('country_code').notNull(),
    /** The phone in E.164 (`+573001234567`); digits as typed in rows written before the phone rule. */
    phone: text('phone').notNull(),
    name: text('name'),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('taxi_users_phone_idx').on(t.countryCode, t.phone)],
);

/** Bearer tokens: random 256-bit, stored as sha256, expiring, revoked on logout. */
export const taxiAccessTokens = pgTable(
  'taxi_access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => taxiUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('taxi_access_tokens_user_idx').on(t.userId)],
);

export const TAXI_VEHICLE_TYPES = ['NORMAL', 'MINIVAN', 'VAN'] as const;
export const TAXI_BOOKING_STATUSES = ['nueva', 'confirmada', 'cumplida', 'cancelada'] as const;

/** Vehicles authorised to work the airport's taxi bays (plate check, dispatcher assignments). */
export const taxiVehicles = pgTable(
  'taxi_vehicles',
  {
    /** Colombian plate, 3 letters + 3 digits, upper case (`ABC123`). */
    plate: text('plate').primaryKey(),
    company: text('company').notNull(),
    vehicleType: text('vehicle_type').$type<(typeof TAXI_VEHICLE_TYPES)[number]>().notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    /** A driver usually assigned to it (the embedded dispatcher uses it). */
    driverName: text('driver_name').notNull(),
    /** Wheelchair accessible: a ramp (or lift) and room for a wheelchair; the dispatcher sends one when asked. */
    accessible: boolean('accessible').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('taxi_vehicles_plate_check', sql`${t.plate} ~ '^[A-Z]{3}[0-9]{3}$'`),
    check('taxi_vehicles_type_check', sql`${t.vehicleType} in ('NORMAL', 'MINIVAN', 'VAN')`),
  ],
);

export const taxiBookings = pgTable(
  'taxi_bookings',
  {
    id: serial('id').primaryKey(),
    /** Shown to the passenger and the taxi company, e.g. `TX-261122-0042`. */
    bookingNumber: text('booking_number').notNull().unique(),
    /** Null once the passenger's personal data was erased (Ley 1581): the booking stays, anonymised. */
    userId: integer('user_id').references(() => taxiUsers.id, { onDelete: 'set null' }),
    status: text('status').$type<(typeof TAXI_BOOKING_STATUSES)[number]>().notNull().default('nueva'),
    /** `from_airport`: the address is the destination; `to_airport`: the address is the pickup. */
    direction: text('direction').$type<'from_airport' | 'to_airport'>().notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    vehicleType: text('vehicle_type').$type<(typeof TAXI_VEHICLE_TYPES)[number]>().notNull(),
    paymentMethod: text('payment_method').$type<'CASH' | 'CARD'>().notNull(),
    /** The passenger asked for a wheelchair-accessible vehicle (ramp); the price does not change. */
    accessible: boolean('accessible').notNull().default(false),
    /** Approximate price in COP when booked; the company may set the agreed one when confirming. */
    price: integer('price').notNull(),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    driverName: text('driver_name'),
    plate: text('plate').references(() => taxiVehicles.plate),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Who confirmed it: `simulation` (the embedded dispatcher's sample driver and plate) or `operator` (the taxi company). */
    confirmedBy: text('confirmed_by').$type<'simulation' | 'operator'>(),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** `user` or `operator`. */
    cancelledBy: text('cancelled_by'),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    index('taxi_bookings_user_idx').on(t.userId, t.pickupAt),
    index('taxi_bookings_status_idx').on(t.status, t.pickupAt),
    check('taxi_bookings_status_check', sql`${t.status} in ('nueva', 'confirmada', 'cumplida', 'cancelada')`),
    check('taxi_bookings_vehicle_check', sql`${t.vehicleType} in ('NORMAL', 'MINIVAN', 'VAN')`),
    check('taxi_bookings_payment_check', sql`${t.paymentMethod} in ('CASH', 'CARD')`),
    check('taxi_bookings_direction_check', sql`${t.direction} in ('from_airport', 'to_airport')`),
    check('taxi_bookings_confirmed_by_check', sql`${t.confirmedBy} in ('simulation', 'operator')`),
  ],
);
