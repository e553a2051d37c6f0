import { useMutation } from '@tanstack/react-query';
import type { BookRequest as BookRequestBody, PaymentMethod, VehicleType } from '../schemas';
import { taxiRequest } from './http';
import type { TaxiResponse } from './response-schemas';

export type BookResponse = TaxiResponse<'book'>;

/**
 * POST /v2/taxi-imperial/book (bearer) → {status, userMessage, bookingId?}. Each confirmation
 * sends its own Idempotency-Key, so a retried request never books twice.
 */

/** The contract's payment methods (schemas.ts PAYMENT_METHODS; a test keeps them equal without shipping zod). */
export const PAYMENT_METHODS = ['CASH', 'CARD'] as const satisfies readonly PaymentMethod[];
export type { PaymentMethod, VehicleType };

/** SPEC §7 book request; `date` is Bogota local time `YYYY-MM-DD HH:mm`. */
export type BookInput = Required<
  Pick<
    BookRequestBody,
    | 'name'
    | 'email'
    | 'phone'
    | 'phoneCountryCode'
    | 'date'
    | 'lat'
    | 'lon'
    | 'address'
    | 'vehicleType'
    | 'paymentMethod'
    | 'direction'
    | 'accessible'
  >
>;

export interface BookRequest {
  input: BookInput;
  token: string;
  idempotencyKey: string;
}

export function bookTaxi(
  apiBase: string,
  { input, token, idempotencyKey }: BookRequest,
  locale?: string,
): Promise<BookResponse> {
  return taxiRequest({
    apiBase,
    path: '/book',
    method: 'POST',
    body: input,
    token,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: 'book',
    locale,
  });
}

export function useBookTaxi(apiBase: string, locale?: string) {
  return useMutation({ mutationFn: (request: BookRequest) => bookTaxi(apiBase, request, locale) });
}
