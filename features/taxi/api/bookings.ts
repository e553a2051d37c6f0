import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { taxiRequest } from './http';

/** GET /v2/taxi-imperial/bookings (bearer) → {nueva, confirmada, cumplida, cancelada} */

export const bookingItemSchema = z.object({
  id: z.number(),
  bookingNumber: z.string(),
  status: z.enum(['nueva', 'confirmada', 'cumplida', 'cancelada']),
  from: z.string(),
  to: z.string(),
  date: z.string(),
  time: z.string(),
  paymentMethod: z.enum(['CASH', 'CARD']),
  vehicle: z.enum(['Taxi', 'Minivan', 'Van']),
  driverName: z.nullish(z.string()),
  plate: z.nullish(z.string()),
  price: z.number(),
});
export type BookingItem = z.infer<typeof bookingItemSchema>;

const list = z._default(z.array(bookingItemSchema), []);
export const bookingsResponseSchema = z.object({ nueva: list, confirmada: list, cumplida: list, cancelada: list });
export type BookingsResponse = z.infer<typeof bookingsResponseSchema>;

export function fetchBookings(apiBase: string, token: string, signal?: AbortSignal): Promise<BookingsResponse> {
  return taxiRequest({ apiBase, path: '/bookings', token, schema: bookingsResponseSchema, signal });
}

export function bookingsQueryOptions(apiBase: string, token: string | null) {
  return queryOptions({
    queryKey: ['taxi', 'bookings', token] as const,
    queryFn: ({ signal }) => fetchBookings(apiBase, token ?? '', signal),
    enabled: Boolean(token),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

export function useBookings(apiBase: string, token: string | null) {
  return useQuery(bookingsQueryOptions(apiBase, token));
}

/** SPEC §3: active = new and confirmed; history = fulfilled (and cancelled). Newest first in each. */
export function groupBookings(bookings: BookingsResponse): { active: BookingItem[]; history: BookingItem[] } {
  const byDate = (a: BookingItem, b: BookingItem) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`);
  return {
    active: [...bookings.nueva, ...bookings.confirmada].sort(byDate),
    history: [...bookings.cumplida, ...bookings.cancelada].sort(byDate).reverse(),
  };
}
