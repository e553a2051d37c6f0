import 'server-only';
import { getTranslations } from 'next-intl/server';
import { listEstablishments } from '@/features/establishments/server';
import type { BusinessTypeSlug } from '@/features/establishments/schemas';
import { getDistances, walkingRoute } from '@/features/realtime/server';
import type { PointId } from '@/features/realtime/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { floorPlan, floorsOf, type FloorPlan, type ServiceKind, type Terminal } from '../plan';
import { matchesFilter, placePoint, searchPoints, servicePoints, type MapPoint } from '../points';
import { planRoute, type MapRoute, type RouteProblem } from '../route';
import type { MapQuery, MapQueryField } from '../schemas';

/*
 * Everything /mapas renders for one URL: the floor plan, its points after the filters, the selected
 * point, the search results and the walking route. The URL is the whole state.
 */

export interface MapPageModel {
  query: MapQuery & { terminal: Terminal; floor: number };
  invalid: MapQueryField[];
  plan: FloorPlan;
  floors: number[];
  /** The floor's points after the type and zone filters. */
  points: MapPoint[];
  /** Every point of the terminal, for the route's from/to choices. */
  terminalPoints: MapPoint[];
  selected?: MapPoint;
  /** `poi` named no point. */
  unknownPoi: boolean;
  results?: MapPoint[];
  route?: MapRoute;
  routeProblem?: RouteProblem | 'unknown';
}

/** Detail page of a place (the directory's own rule, docs/directory.md). */
function detailPath(id: number, businessType: BusinessTypeSlug): string {
  if (businessType === 'restaurantes' || businessType === 'tiendas') return `/establecimientos/${businessType}/${id}`;
  return `/establecimientos/${businessType}/detalle/${id}`;
}

export async function allMapPoints(locale: Locale): Promise<MapPoint[]> {
  const [t, directory] = await Promise.all([
    getTranslations({ locale, namespace: 'maps' }),
    listEstablishments({ page: 1, pageSize: 10_000, locale }),
  ]);
  const hoursOf = (item: (typeof directory.items)[number]) =>
    item.openAllDay
      ? t('card.allDay')
      : item.todayHours.length === 0
        ? t('card.closedToday')
        : item.todayHours.map((h) => `${h.opens}–${h.closes}`).join(', ');
  const places = directory.items.map((item) => placePoint(item, hoursOf(item), detailPath(item.id, item.businessType)));
  const nameOf = (kind: ServiceKind, detail?: string) =>
    detail ? t(`kindsDetail.${kind}`, { detail }) : t(`kinds.${kind}`);
  return [...servicePoints(nameOf), ...places];
}

function nodeNames(locale: Locale): (id: PointId) => string {
  const names = new Map(getDistances().points.map((point) => [point.id, point.name[locale]]));
  return (id) => names.get(id) ?? id;
}

function resolveRoute(
  points: MapPoint[],
  query: MapQuery,
  locale: Locale,
): Pick<MapPageModel, 'route' | 'routeProblem'> {
  if (!query.from || !query.to) return {};
  const from = points.find((point) => point.id === query.from);
  const to = points.find((point) => point.id === query.to);
  if (!from || !to) return { routeProblem: 'unknown' };
  const planned = planRoute(from, to, walkingRoute, nodeNames(locale), { stepFree: query.accessible === true });
  return typeof planned === 'string' ? { routeProblem: planned } : { route: planned };
}

export async function getMapPage(query: MapQuery, invalid: MapQueryField[], locale: Locale): Promise<MapPageModel> {
  const all = await allMapPoints(locale);
  const selected = query.poi ? all.find((point) => point.id === query.poi) : undefined;
  const terminal = query.terminal ?? selected?.terminal ?? 'T1';
  const floors = floorsOf(terminal);
  const wanted = query.floor ?? (selected?.terminal === terminal ? selected.floor : undefined);
  const floor = wanted !== undefined && floors.includes(wanted) ? wanted : terminal === 'T1' ? 2 : 1;
  const plan = floorPlan(terminal, floor) as FloorPlan;
  const dropped = [...invalid];
  if (query.floor !== undefined && query.floor !== floor) dropped.push('floor');
  const filter = { terminal, floor, type: query.type, zone: query.zone };
  return {
    query: { ...query, terminal, floor },
    invalid: dropped,
    plan,
    floors,
    points: all.filter((point) => matchesFilter(point, filter)),
    terminalPoints: all
      .filter((point) => point.terminal === terminal)
      .sort((a, b) => a.name.localeCompare(b.name, locale)),
    ...(selected ? { selected } : {}),
    unknownPoi: Boolean(query.poi && !selected),
    ...(query.q ? { results: searchPoints(all, query.q) } : {}),
    ...resolveRoute(all, query, locale),
  };
}
