import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getRouteMetadata, getRoutePageModel, type RoutePageModel } from '@/features/content/server';
import { config } from '@/lib/config';
import { isAppError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/locales';
import { routeByPath, type RouteMatch } from '@/lib/routes';
import { getFlightDetail, type FlightDetailModel } from './detail';

const detailRoute = (number: string): RouteMatch => ({
  route: routeByPath('/vuelos/detalle/[number]'),
  params: { number },
});

/**
 * The flight of /vuelos/detalle/{number}: the segment decoded (kept as it is when it is no valid escape),
 * null for /vuelos/detalle alone, false for more than one segment (a 404).
 */
export function flightNumberOf(segments: readonly string[]): string | null | false {
  if (segments.length > 1) return false;
  const raw = segments[0];
  if (raw === undefined) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The detail, null when there is no such flight, 'unavailable' when the flight source is down. */
async function loadDetail(value: string, locale: Locale): Promise<FlightDetailModel | null | 'unavailable'> {
  try {
    return await getFlightDetail(value, locale);
  } catch (error) {
    if (isAppError(error) && error.status === 503) return 'unavailable';
    throw error;
  }
}

export interface FlightDetailPageModel {
  /** The route's page titled with the flight ("Vuelo AV9392") and its way (Bogotá → Madrid). */
  page: RoutePageModel;
  detail: FlightDetailModel | 'unavailable';
  apiBase: string;
}

/** The page of a flight; null when there is no such flight (the page answers 404). */
export async function getFlightDetailPage(value: string, locale: Locale): Promise<FlightDetailPageModel | null> {
  const detail = await loadDetail(value, locale);
  if (!detail) return null;
  const [t, page] = await Promise.all([
    getTranslations({ locale, namespace: 'flights.detail' }),
    getRoutePageModel(locale, detailRoute(value)),
  ]);
  const apiBase = config().NEXT_PUBLIC_API_BASE_URL;
  // The source is down: the number asked for, and the route's own description.
  if (detail === 'unavailable') return { page: { ...page, title: t('heading', { flight: value }) }, detail, apiBase };
  const { flight } = detail;
  const bogota = t('bogota');
  const [from, to] = flight.direction === 'departure' ? [bogota, flight.city[locale]] : [flight.city[locale], bogota];
  return {
    page: { ...page, title: t('heading', { flight: flight.flight }), description: `${from} → ${to}` },
    detail,
    apiBase,
  };
}

/** `{Vuelo} {AV9392} | {site}`; nothing for an unknown flight or when the source is down (the page says so). */
export async function flightDetailMetadata(value: string, locale: Locale): Promise<Metadata> {
  const detail = await loadDetail(value, locale);
  // The page answers 404 itself; metadata must not throw or the 404 loses its layout.
  if (!detail || detail === 'unavailable') return {};
  const [base, t, common] = await Promise.all([
    getRouteMetadata(locale, detailRoute(detail.flight.flight)),
    getTranslations({ locale, namespace: 'pages.vuelos.detalle' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  return { ...base, title: { absolute: `${t('title')} ${detail.flight.flight} | ${common('siteName')}` } };
}
