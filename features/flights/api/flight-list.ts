import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Direction } from '../designator';
import type { FlightKind, FlightTypeFilter } from '../schemas';
import type { BoardList } from './board-list-schema';
import { FLIGHT_BOARD_REFRESH_MS } from '../refresh';

export type { BoardFlight, BoardList } from './board-list-schema';

/*
 * GET /api/v2/flights/departures|arrivals for client islands: params, query key, fetcher and hook.
 * Responses are checked with zod against the fields the board reads (./board-list-schema; the
 * test beside this file checks it agrees with the full contract in schemas.ts). The schema is
 * imported on the first refetch, not with the page: the first paint is hydrated from the server,
 * so zod stays out of the board's first-load JavaScript.
 */

export interface FlightListParams {
  direction: Direction;
  kind?: FlightKind;
  type: FlightTypeFilter;
  q?: string;
  airline?: string;
  terminal?: string;
  date: string;
  page: number;
  /** The first row's index, when the board opened on now (its rows do not start a page): refreshes keep them. */
  offset?: number;
  pageSize: number;
}

export function flightListKey(params: FlightListParams) {
  const { direction, ...rest } = params;
  return ['flights', direction, rest] as const;
}

export function flightListUrl(apiBase: string, params: FlightListParams): string {
  const search = new URLSearchParams();
  for (const key of ['kind', 'type', 'q', 'airline', 'terminal', 'date', 'page', 'offset', 'pageSize'] as const) {
    const value = params[key];
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const path = params.direction === 'departure' ? 'departures' : 'arrivals';
  return `${apiBase.replace(/\/+$/, '')}/v2/flights/${path}?${search.toString()}`;
}

export async function fetchFlightList(
  apiBase: string,
  params: FlightListParams,
  signal?: AbortSignal,
): Promise<BoardList> {
  const response = await fetch(flightListUrl(apiBase, params), { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`Flights API answered ${response.status}`);
  const [{ boardListSchema }, body] = await Promise.all([import('./board-list-schema'), response.json()]);
  return boardListSchema.parse(body);
}

export function flightListQueryOptions(apiBase: string, params: FlightListParams) {
  return queryOptions({
    queryKey: flightListKey(params),
    queryFn: ({ signal }) => fetchFlightList(apiBase, params, signal),
    refetchInterval: FLIGHT_BOARD_REFRESH_MS,
    staleTime: FLIGHT_BOARD_REFRESH_MS,
  });
}

export function useFlightList(apiBase: string, params: FlightListParams) {
  return useQuery(flightListQueryOptions(apiBase, params));
}
