import 'server-only';
import { config } from '@/lib/config';
import { isAppError } from '@/lib/http/errors';
import type { FlightListParams } from '../api/flight-list';
import {
  BOARD_PAGE_SIZE,
  boardDirection,
  boardKind,
  parseBoardState,
  type BoardState,
  type BoardTab,
} from '../board-state';
import type { FlightList } from '../schemas';
import { airlinesOnBoard, availableDates, listFlights, type DayRelation } from './flights-service';

/** Everything the board page renders; `list` is null when the flight source is down with no copy. */
export interface BoardModel {
  preset: BoardTab | null;
  state: BoardState;
  params: FlightListParams;
  list: FlightList | null;
  airlines: Array<{ code: string; name: string }>;
  dates: Array<{ date: string; relation: DayRelation }>;
  /** Base URL of the public API for the client island's refreshes. */
  apiBase: string;
}

type RawParams = Record<string, string | string[] | undefined>;

export async function getFlightBoard(searchParams: RawParams, preset: BoardTab | null): Promise<BoardModel> {
  const apiBase = config().NEXT_PUBLIC_API_BASE_URL;
  const available = availableDates();
  const dates = (Object.entries(available) as Array<[DayRelation, string]>).map(([relation, date]) => ({
    date,
    relation,
  }));
  const state = parseBoardState(searchParams, preset, Object.values(available));
  const date = state.date ?? available.today;
  const direction = boardDirection(state);
  const kind = boardKind(state);
  const base = {
    direction,
    kind,
    type: state.type,
    q: state.q || undefined,
    airline: state.airline ?? undefined,
    terminal: state.terminal ?? undefined,
    date,
    pageSize: BOARD_PAGE_SIZE,
  };
  try {
    const [list, airlines] = await Promise.all([
      listFlights({ ...base, page: state.page ?? 'now' }),
      airlinesOnBoard(date, direction, kind),
    ]);
    // The rows the board opened on now stay its rows when it refreshes (the page would be another set).
    const params = { ...base, page: list.page, ...(state.page === null ? { offset: list.offset } : {}) };
    return { preset, state, params, list, airlines, dates, apiBase };
  } catch (error) {
    if (!isAppError(error) || error.status !== 503) throw error;
    return { preset, state, params: { ...base, page: state.page ?? 1 }, list: null, airlines: [], dates, apiBase };
  }
}
