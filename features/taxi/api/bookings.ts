import { queryOptions, useQuery } from '@tanstack/react-query';
import { TaxiApiError, taxiRequest } from './http';
import type { TaxiResponse } from './response-schemas';

export type BookingsResponse = TaxiResponse<'bookings'>;
export type BookingItem = TaxiResponse<'bookings'>['nueva'][number];

/**
 * GET /v2/taxi-imperial/bookings (bearer) → {nueva, confirmada, cumplida, cancelada}. Sends the
 * visitor's language (Accept-Language) so the server's messages come back in it.
 */
export function fetchBookings(
  apiBase: string,
  token: string,
  signal?: AbortSignal,
  locale?: string,
): Promise<BookingsResponse> {
  return taxiRequest({ apiBase, path: '/bookings', token, schema: 'bookings', signal, locale });
}

/** A 401: the token expired or was revoked (the caller logs out quietly). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof TaxiApiError && error.status === 401;
}

export function bookingsQueryOptions(apiBase: string, token: string | null, locale?: string) {
  return queryOptions({
    queryKey: ['taxi', 'bookings', token, locale] as const,
    queryFn: ({ signal }) => fetchBookings(apiBase, token ?? '', signal, locale),
    enabled: Boolean(token),
    staleTime: 0,
    refetchInterval: 60_000,
    // Asking again with a refused token only delays the logout.
    retry: (failures, error) => !isUnauthorized(error) && failures < 1,
  });
}

export function useBookings(apiBase: string, token: string | null, locale?: string) {
  return useQuery(bookingsQueryOptions(apiBase, token, locale));
}

/** SPEC §3: active = new and confirmed; history = fulfilled (and cancelled). Newest first in each. */
export function groupBookings(bookings: BookingsResponse): { active: BookingItem[]; history: BookingItem[] } {
  const byDate = (a: BookingItem, b: BookingItem) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`);
  return {
    active: [...bookings.nueva, ...bookings.confirmada].sort(byDate),
    history: [...bookings.cumplida, ...bookings.cancelada].sort(byDate).reverse(),
  };
}
