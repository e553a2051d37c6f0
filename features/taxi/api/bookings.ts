import { queryOptions, useQuery } from '@tanstack/react-query';
import { taxiRequest } from './http';
import type { TaxiResponse } from './response-schemas';

export type BookingsResponse = TaxiResponse<'bookings'>;
export type BookingItem = TaxiResponse<'bookings'>['nueva'][number];

/** GET /v2/taxi-imperial/bookings (bearer) → {nueva, confirmada, cumplida, cancelada} */



export function fetchBookings(apiBase: string, token: string, signal?: AbortSignal): Promise<BookingsResponse> {
  return taxiRequest({ apiBase, path: '/bookings', token, schema: 'bookings', signal });
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
