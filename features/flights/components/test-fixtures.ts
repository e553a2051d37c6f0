import type { BoardFlight, BoardList, FlightListParams } from '../api/flight-list';
import type { BoardLabels } from './board-labels';
import type { FollowLabels } from './follow-button.client';

/** A departure as the API returns it, for component tests. */
export function sampleFlight(overrides: Partial<BoardFlight> = {}): BoardFlight {
  return {
    id: '20261122-AV9364-dep',
    flight: 'AV9364',
    number: '9364',
    airline: { code: 'AV', name: 'Avianca' },
    direction: 'departure',
    kind: 'commercial',
    flighttype: 'D',
    status: { code: 'SCH', es: 'Programado', en: 'Scheduled', fr: 'Programmé', pt: 'Programado' },
    city: { code: 'BGA', es: 'Bucaramanga', en: 'Bucaramanga', fr: 'Bucaramanga', pt: 'Bucaramanga' },
    gate: '12',
    terminal: 'T1',
    claim: null,
    scheduleDate: '2026-11-22 10:35:00',
    estimatedDate: '2026-11-22 10:35:00',
    actualDate: null,
    codeshares: [],
    ...overrides,
  };
}

export function sampleList(flights: BoardFlight[], overrides: Partial<BoardList> = {}): BoardList {
  return {
    flights,
    total: flights.length,
    page: 1,
    pageSize: 25,
    date: '2026-11-22',
    updatedAt: '2026-11-22T10:00:00-05:00',
    stale: false,
    simulated: false,
    ...overrides,
  };
}

export const sampleLabels: BoardLabels = {
  caption: 'Salidas · domingo, 22 de noviembre',
  columns: {
    time: 'Hora',
    city: 'Destino',
    airline: 'Aerolínea',
    flight: 'Vuelo',
    terminal: 'Terminal',
    belt: 'Banda',
    gate: 'Puerta',
    status: 'Estado',
  },
  scheduled: 'Programada',
  estimated: 'Estimada',
  nextDay: 'día siguiente',
  notAssigned: 'Por asignar',
  codeshares: 'También como {flights}',
  updated: 'Actualizado a las {time}',
  stale: 'Datos de las {time}.',
  refreshFailed: 'No pudimos actualizar.',
  simulated: 'Vuelos simulados: horarios y estados de ejemplo.',
  empty: 'Sin Resultados',
  emptyHint: 'Prueba otro día.',
  clearFilters: 'Ver todos los vuelos',
  announce: 'Vuelo {flight}, {city}: {status}',
  moreChanges: 'y {count} cambios más',
};

/** The departures board of the fixtures' day, first page. */
export const sampleParams: FlightListParams = {
  direction: 'departure',
  kind: 'commercial',
  type: 'all',
  date: '2026-11-22',
  page: 1,
  pageSize: 25,
};

/** The follow toggle's labels (star and button), and the flight they follow. */
export const sampleFollowLabels: FollowLabels = {
  follow: 'Seguir este vuelo',
  following: 'Siguiendo',
  followFlight: 'Seguir el vuelo {flight}',
  unfollowFlight: 'Dejar de seguir el vuelo {flight}',
  limit: 'Ya sigues {limit} vuelos.',
};
export const followedFlight = { id: '20261122-AV9364-dep', flight: 'AV9364', direction: 'departure' as const };
