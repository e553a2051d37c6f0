import type { Direction } from './designator';
import { FLIGHT_TYPE_FILTERS, type FlightKind, type FlightTypeFilter } from './schemas';

/*
 * The board's state lives in the URL so it is shareable, server-rendered and the back button
 * works: /vuelos?tab=llegadas&type=domestic&q=medellin&date=2026-11-23&page=2. Reading the URL is
 * lenient (a bad value falls back to its default, never an error page); writing it drops defaults.
 */

export const BOARD_TABS = ['salidas', 'llegadas', 'carga'] as const;
export type BoardTab = (typeof BOARD_TABS)[number];
export const BOARD_PAGE_SIZE = 25;

export interface BoardState {
  tab: BoardTab;
  /** Direction on the cargo tab (`dir=llegadas`); the other tabs imply theirs. */
  cargoDirection: Direction;
  q: string;
  type: FlightTypeFilter;
  /** null = today. */
  date: string | null;
  airline: string | null;
  terminal: 'T1' | 'T2' | null;
  /** null = the page around the current time. */
  page: number | null;
}

type RawParams = Record<string, string | string[] | undefined>;

function first(params: RawParams, key: string): string {
  const value = params[key];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/**
 * @param preset the tab of /vuelos/salidas|llegadas|carga; null on /vuelos (read from `tab`)
 * @param dates the dates that may be asked for (yesterday, today, tomorrow)
 */
export function parseBoardState(params: RawParams, preset: BoardTab | null, dates: readonly string[]): BoardState {
  const tabParam = first(params, 'tab').toLowerCase();
  const tab = preset ?? ((BOARD_TABS as readonly string[]).includes(tabParam) ? (tabParam as BoardTab) : 'salidas');
  const type = first(params, 'type').toLowerCase();
  const date = first(params, 'date');
  const airline = first(params, 'airline').toUpperCase();
  const terminal = first(params, 'terminal').toUpperCase();
  const page = Number(first(params, 'page'));
  return {
    tab,
    cargoDirection: first(params, 'dir').toLowerCase() === 'llegadas' ? 'arrival' : 'departure',
    q: first(params, 'q').slice(0, 60),
    type: (FLIGHT_TYPE_FILTERS as readonly string[]).includes(type) ? (type as FlightTypeFilter) : 'all',
    date: dates.includes(date) ? date : null,
    airline: /^[A-Z0-9]{2}$/.test(airline) ? airline : null,
    terminal: terminal === 'T1' || terminal === 'T2' ? terminal : null,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : null,
  };
}

export function boardDirection(state: BoardState): Direction {
  if (state.tab === 'carga') return state.cargoDirection;
  return state.tab === 'llegadas' ? 'arrival' : 'departure';
}

export function boardKind(state: BoardState): FlightKind {
  return state.tab === 'carga' ? 'cargo' : 'commercial';
}

/**
 * The URL of the board with some state changed. `preset` pages keep the tab in the path
 * (/vuelos/llegadas); /vuelos keeps it in `tab`. Changing a filter goes back to the default page.
 */
export function boardHref(state: BoardState, preset: BoardTab | null, changes: Partial<BoardState> = {}): string {
  const keepsPage = Object.keys(changes).every((key) => key === 'page');
  const next: BoardState = { ...state, ...(keepsPage ? {} : { page: null }), ...changes };
  const params = new URLSearchParams();
  const path = preset ? `/vuelos/${next.tab}` : '/vuelos';
  if (!preset && next.tab !== 'salidas') params.set('tab', next.tab);
  if (next.tab === 'carga' && next.cargoDirection === 'arrival') params.set('dir', 'llegadas');
  if (next.q) params.set('q', next.q);
  if (next.type !== 'all') params.set('type', next.type);
  if (next.date) params.set('date', next.date);
  if (next.airline) params.set('airline', next.airline);
  if (next.terminal) params.set('terminal', next.terminal);
  if (next.page) params.set('page', String(next.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Where a tab link goes: the sibling preset page, or /vuelos with another `tab`. Keeps search and day. */
export function tabHref(state: BoardState, preset: BoardTab | null, tab: BoardTab): string {
  const changes: Partial<BoardState> = { tab, airline: null, terminal: null };
  if (preset) return boardHref({ ...state, ...changes, page: null }, tab);
  return boardHref(state, null, changes);
}
