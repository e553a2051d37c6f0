import * as z from 'zod/mini';

/*
 * The fields each taxi island reads from an answer, checked with zod/mini. This module is loaded
 * by `taxiRequest` on the first API call (a dynamic import), not with the page: zod stays out of
 * the taxi pages' first-load JavaScript. `contract.test.ts` checks that these accept every answer
 * the full contract (../schemas.ts) allows.
 */

const vehicle = z.enum(['Taxi', 'Minivan', 'Van']);

export const sendOtpResponseSchema = z.object({ needsName: z.boolean(), resendAfterSeconds: z.optional(z.number()) });
export const verifyOtpResponseSchema = z.object({ access_token: z.string().check(z.minLength(1)) });
export const meResponseSchema = z.object({
  user: z.object({ name: z.nullish(z.string()), email: z.nullish(z.string()) }),
  phone: z.string(),
  phone_country_code: z.string(),
});
export const rateResponseSchema = z.object({ normal: z.number(), minivan: z.number(), van: z.number() });
export const geocodingResponseSchema = z.object({ formatedAddress: z.string(), lat: z.number(), lng: z.number() });
export const bookResponseSchema = z.object({
  status: z.boolean(),
  userMessage: z.nullish(z.string()),
  bookingId: z.nullish(z.number()),
  bookingNumber: z.nullish(z.string()),
});
export const bookingItemSchema = z.object({
  id: z.number(),
  bookingNumber: z.string(),
  status: z.enum(['nueva', 'confirmada', 'cumplida', 'cancelada']),
  from: z.string(),
  to: z.string(),
  date: z.string(),
  time: z.string(),
  paymentMethod: z.enum(['CASH', 'CARD']),
  vehicle,
  accessible: z._default(z.boolean(), false),
  driverName: z.nullish(z.string()),
  plate: z.nullish(z.string()),
  simulated: z._default(z.boolean(), false),
  price: z.number(),
});
const list = z._default(z.array(bookingItemSchema), []);
export const bookingsResponseSchema = z.object({ nueva: list, confirmada: list, cumplida: list, cancelada: list });
export const verifyPlateResponseSchema = z.object({
  plate: z.string(),
  authorised: z.boolean(),
  vehicle: z.nullable(
    z.object({ company: z.string(), vehicle, brand: z.optional(z.string()), model: z.optional(z.string()) }),
  ),
});

/** Answers whose body the client does not read (cancel, logout). */
const anyResponseSchema = z.unknown();

export const taxiResponseSchemas = {
  sendOtp: sendOtpResponseSchema,
  verifyOtp: verifyOtpResponseSchema,
  me: meResponseSchema,
  rate: rateResponseSchema,
  geocoding: geocodingResponseSchema,
  book: bookResponseSchema,
  bookings: bookingsResponseSchema,
  verifyPlate: verifyPlateResponseSchema,
  any: anyResponseSchema,
};

export type TaxiResponseSchemas = typeof taxiResponseSchemas;
export type TaxiResponseKind = keyof TaxiResponseSchemas;
export type TaxiResponse<K extends TaxiResponseKind> = z.infer<TaxiResponseSchemas[K]>;
