import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { taxiRequest } from './http';

/**
 * POST /v2/taxi-imperial/book (bearer) → {status, userMessage, bookingId?}. Each confirmation
 * sends its own Idempotency-Key, so a retried request never books twice.
 */

export const VEHICLE_TYPES = ['NORMAL', 'MINIVAN', 'VAN'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const PAYMENT_METHODS = ['CASH', 'CARD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const bookResponseSchema = z.object({
  status: z.boolean(),
  userMessage: z.nullish(z.string()),
  bookingId: z.nullish(z.union([z.string(), z.number()])),
});
export type BookResponse = z.infer<typeof bookResponseSchema>;

export interface BookInput {
  name: string;
  email: string;
  phone: string;
  phoneCountryCode: string;
  /** Bogota local time `YYYY-MM-DD HH:mm`. */
  date: string;
  lat: number;
  lon: number;
  address: string;
  vehicleType: VehicleType;
  paymentMethod: PaymentMethod;
  direction: 'from_airport' | 'to_airport';
}

export interface BookRequest {
  input: BookInput;
  token: string;
  idempotencyKey: string;
}

export function bookTaxi(apiBase: string, { input, token, idempotencyKey }: BookRequest, locale?: string): Promise<BookResponse> {
  return taxiRequest({
    apiBase,
    path: '/book',
    method: 'POST',
    body: input,
    token,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: bookResponseSchema,
    locale,
  });
}

export function useBookTaxi(apiBase: string, locale?: string) {
  return useMutation({ mutationFn: (request: BookRequest) => bookTaxi(apiBase, request, locale) });
}
