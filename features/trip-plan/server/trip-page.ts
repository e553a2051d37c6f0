import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getRouteMetadata, getRoutePageModel, type RoutePageModel } from '@/features/content/server';
import { findFlight } from '@/features/flights/server';
import type { Flight } from '@/features/flights/schemas';
import { geocodeAddress } from '@/features/taxi/server';
import { clockOffsetMs, now } from '@/lib/clock';
import { config } from '@/lib/config';
import { isAppError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/locales';
import { routeByPath, type RouteMatch } from '@/lib/routes';
import { parseCheckInClose, type CheckInCloseTable } from '../check-in';
import { flightInstant, type PlanFlight, type WaitTable } from '../plan';
import { tripFlightIdSchema, tripQuerySchema, type StoredOrigin, type TripQuery } from '../schemas';
import type { WalkTable } from '../walks';
import { walkTableFor } from './walk-table';
import { checkpointsFor, waitTableFor } from './waits';

export const TRIP_PATH = '/vuelos/mi-viaje/[flightId]';

const tripRoute = (flightId: string): RouteMatch => ({ route: routeByPath(TRIP_PATH), params: { flightId } });

/** The flight as the plan and its page show it (the v2 shape's fields the plan reads, plus names). */
export interface TripFlight extends PlanFlight {
  airline: { code: string; name: string };
  city: Flight['city'];
}

export interface TripContext {
  flight: TripFlight;
  walks: WalkTable;
  waits: WaitTable;
  checkInClose: CheckInCloseTable;
  /** Overrides of the airport's advice on when to be at the terminal (TRIP_TERMINAL_ARRIVAL). */
  terminalArrival: CheckInCloseTable;
}

export type AddressError = 'addressShort' | 'addressLong' | 'addressNotFound' | 'geocoderDown';

export interface TripPlanPageModel extends TripContext {
  page: RoutePageModel;
  /** The place of a no-JavaScript submission (the GET form); with JavaScript the browser keeps its own. */
  origin: StoredOrigin | null;
  /** What the form showed: the address typed and the mode, even when the address could not be placed. */
  query: { address: string; mode: TripQuery['mode'] };
  addressError: AddressError | null;
  nowMs: number;
  clockOffsetMs: number;
  apiBase: string;
  simulated: boolean;
}

function tripFlightOf(flight: Flight): TripFlight {
  const { id, flight: designator, direction, flighttype, airline, terminal, gate, claim, city, status } = flight;
  const { scheduleDate, estimatedDate, actualDate } = flight;
  return {
    id,
    flight: designator,
    direction,
    flighttype,
    airline,
    terminal,
    gate,
    claim,
    city,
    status: { code: status.code },
    scheduleDate,
    estimatedDate,
    actualDate,
  };
}

/** The flight of a plan: a passenger flight with a well-formed id in the window (yesterday to tomorrow), else null. */
export async function findTripFlight(rawId: string): Promise<TripFlight | null> {
  const id = tripFlightIdSchema.safeParse(rawId);
  if (!id.success) return null;
  const found = await findFlight(id.data);
  if (!found || found.flight.id !== id.data || found.flight.kind !== 'commercial') return null;
  return tripFlightOf(found.flight);
}

/** The flight source is down and nothing stale is at hand: the page says so instead of failing. */
export interface TripPlanUnavailable {
  unavailable: true;
  page: RoutePageModel;
}

async function findTripFlightOrUnavailable(rawId: string): Promise<TripFlight | null | 'unavailable'> {
  try {
    return await findTripFlight(rawId);
  } catch (error) {
    if (isAppError(error) && error.status === 503 && tripFlightIdSchema.safeParse(rawId).success) return 'unavailable';
    throw error;
  }
}

/** What the browser needs to recompute the plan by itself: walking minutes, waits, check-in and terminal times. */
export async function tripContext(flight: TripFlight): Promise<TripContext> {
  return {
    flight,
    walks: walkTableFor(flight.flighttype),
    waits: await waitTableFor(flightInstant(flight), checkpointsFor(flight.direction, flight.flighttype)),
    checkInClose: parseCheckInClose(config().TRIP_CHECKIN_CLOSE),
    terminalArrival: parseCheckInClose(config().TRIP_TERMINAL_ARRIVAL),
  };
}

async function placeOf(
  query: TripQuery,
  locale: Locale,
): Promise<{ origin: StoredOrigin | null; error: AddressError | null }> {
  if (!query.address) return { origin: null, error: null };
  const t = await getTranslations({ locale, namespace: 'tripPlan.errors' });
  try {
    const place = await geocodeAddress(query.address, (key) =>
      t(key === 'geocodeUnavailable' ? 'geocoderDown' : 'addressNotFound'),
    );
    return {
      origin: {
        address: query.address,
        label: place.formatedAddress,
        lat: place.lat,
        lng: place.lng,
        mode: query.mode,
      },
      error: null,
    };
  } catch (error) {
    if (isAppError(error)) return { origin: null, error: error.status === 503 ? 'geocoderDown' : 'addressNotFound' };
    throw error;
  }
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The page of /vuelos/mi-viaje/{flightId}; null for a malformed or unknown flight id (the page answers 404). */
export async function getTripPlanPage(
  rawId: string,
  locale: Locale,
  searchParams: Record<string, string | string[] | undefined>,
): Promise<TripPlanPageModel | TripPlanUnavailable | null> {
  const flight = await findTripFlightOrUnavailable(rawId);
  if (flight === 'unavailable') return { unavailable: true, page: await getRoutePageModel(locale, tripRoute(rawId)) };
  if (!flight) return null;
  const rawQuery = { address: firstValue(searchParams.address) ?? '', mode: firstValue(searchParams.mode) };
  const parsed = tripQuerySchema.safeParse(rawQuery);
  const query: TripQuery = parsed.success ? parsed.data : { address: undefined, mode: 'taxi' };
  const [page, t, context, place] = await Promise.all([
    getRoutePageModel(locale, tripRoute(flight.id)),
    getTranslations({ locale, namespace: 'tripPlan' }),
    tripContext(flight),
    placeOf(query, locale),
  ]);
  const inputError = parsed.success ? null : ((parsed.error.issues[0]?.message ?? 'addressNotFound') as AddressError);
  return {
    ...context,
    page: { ...page, title: t('heading', { flight: flight.flight }) },
    origin: place.origin,
    query: { address: (rawQuery.address ?? '').slice(0, 200), mode: query.mode },
    addressError: inputError ?? place.error,
    nowMs: now().getTime(),
    clockOffsetMs: clockOffsetMs(),
    apiBase: config().NEXT_PUBLIC_API_BASE_URL,
    simulated: config().FLIGHTS_API_URL === undefined,
  };
}

export async function tripPlanMetadata(rawId: string, locale: Locale) {
  const flight = await findTripFlight(rawId).catch(() => null);
  if (!flight) return {};
  const [base, t, common] = await Promise.all([
    getRouteMetadata(locale, tripRoute(flight.id)),
    getTranslations({ locale, namespace: 'tripPlan' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  return {
    ...base,
    title: { absolute: `${t('heading', { flight: flight.flight })} | ${common('siteName')}` },
    robots: { index: false },
  };
}
