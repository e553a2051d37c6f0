import 'server-only';
import { getTranslations } from 'next-intl/server';
import { listEstablishments } from '@/features/establishments/server';
import type { BusinessTypeSlug } from '@/features/establishments/schemas';
import { getDistances, walkingEdges } from '@/features/realtime/server';
import { adjacencyOf, shortestPath } from '@/lib/shortest-path';
import type { PointId } from '@/features/realtime/schemas';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { floorPlan, floorsOf, type FloorPlan, type ServiceKind, type Terminal } from '../plan';
import { fold, matchesFilter, placePoint, searchPoints, servicePoints, type MapPoint } from '../points';
import {
  levelGraph,
  planRoute,
  stepFreeGraph,
  type GraphLeg,
  type MapRoute,
  type RouteFinder,
  type RouteProblem,
} from '../route';
import { mapHref, type MapQuery, type MapQueryField } from '../schemas';
import { messageKey } from '@/lib/i18n/keys';
import { FRAMES } from '../imdf/embedded';
import { planProjection } from '../imdf/geo';
import { buildFloor, type FloorDrawing } from '../imdf/render/floor';
import type { Project, RenderArchive } from '../imdf/render/types';
import { levelOf, namedAreas, pointPlace, unitPoints, withPasses } from '../imdf/render/venue';
import { pointIcon } from '../point-icons';
import { getImdfArchive } from './imdf-source';

/*
 * Everything /mapas renders for one URL: the floor plan, its points after the filters, the selected
 * point, the search results and the walking route. The URL is the whole state.
 */

export interface RouteChoice {
  id: string;
  /** What the from/to fields show and accept: the name and floor, unique within the terminal. */
  label: string;
}

export interface MapPageModel {
  query: MapQuery & { terminal: Terminal; floor: number };
  invalid: MapQueryField[];
  plan: FloorPlan;
  /** The floor drawn from the venue's IMDF archive (units, labels, icons); absent if the archive has no such level. */
  drawing?: FloorDrawing;
  /** The map point each labelled unit of the floor holds (unit id → point id), for its link. */
  unitPoints: Record<string, string>;
  floors: number[];
  /** Every point of the floor: the plan draws them all once and hides those the filters leave out. */
  floorPoints: MapPoint[];
  /** The floor's points after the type and zone filters. */
  points: MapPoint[];
  /** The terminal's routable points, for the route's from/to fields (one list shared by both). */
  routeChoices: RouteChoice[];
  selected?: MapPoint;
  /** `poi` named no point. */
  unknownPoi: boolean;
  results?: MapPoint[];
  route?: MapRoute;
  routeProblem?: RouteProblem | 'unknown';
  /** from/to named a point by its label or by typed text: the canonical URL (with ids) to redirect to. */
  redirectTo?: string;
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
  // The detail page in the visitor's language (the card's "details" link).
  const places = directory.items.map((item) =>
    placePoint(item, hoursOf(item), localizePath(detailPath(item.id, item.businessType), locale)),
  );
  const nameOf = (kind: ServiceKind, detail?: string) =>
    detail ? t(`kindsDetail.${messageKey('maps.kindsDetail', kind)}`, { detail }) : t(`kinds.${kind}`);
  return [...servicePoints(nameOf), ...places];
}

function nodeNames(locale: Locale): (id: PointId) => string {
  const names = new Map(getDistances().points.map((point) => [point.id, point.name[locale]]));
  return (id) => names.get(id) ?? id;
}

/**
 * The route fields' choices: routable points of the terminal, labelled "name (floor)". Labels are unique
 * and never show an internal id: two points of one name are told apart by the place they are reached
 * through ("Filtro de seguridad nacional (Piso 2)"), and any still alike by a number.
 */
export function routeChoicesOf(
  points: readonly MapPoint[],
  floorLabel: (floor: number) => string,
  placeOf: (point: MapPoint) => string | undefined = () => undefined,
): RouteChoice[] {
  const routable = points.filter((point) => point.node);
  const count = (labels: readonly string[]) => {
    const seen = new Map<string, number>();
    for (const label of labels) seen.set(label, (seen.get(label) ?? 0) + 1);
    return seen;
  };
  const plain = routable.map((point) => `${point.name} (${floorLabel(point.floor)})`);
  const plainCount = count(plain);
  const told = routable.map((point, i) => {
    const label = plain[i] as string;
    if ((plainCount.get(label) ?? 0) < 2) return label;
    const place = placeOf(point);
    if (!place || fold(place) === fold(point.name)) return label;
    const named = fold(place).startsWith(fold(point.name)) ? place : `${point.name}, ${place}`;
    return `${named} (${floorLabel(point.floor)})`;
  });
  const toldCount = count(told);
  const nth = new Map<string, number>();
  return routable.map((point, i) => {
    const label = told[i] as string;
    if ((toldCount.get(label) ?? 0) < 2) return { id: point.id, label };
    const n = (nth.get(label) ?? 0) + 1;
    nth.set(label, n);
    return { id: point.id, label: n === 1 ? label : `${label} · ${n}` };
  });
}

/** A from/to value: a point id, a label of the route fields, or typed text (the best search match). */
export function resolvePointRef(
  value: string,
  points: readonly MapPoint[],
  choices: readonly RouteChoice[],
): MapPoint | undefined {
  const byId = (id: string) => points.find((point) => point.id === id);
  const direct = byId(value);
  if (direct) return direct;
  const folded = fold(value);
  const labelled = choices.find((choice) => fold(choice.label) === folded);
  if (labelled) return byId(labelled.id);
  return searchPoints(
    points.filter((point) => point.node),
    value.replace(/\s*\([^)]*\)\s*$/, ''),
    1,
  )[0];
}

/** Terminal 1's walking graph with its lift and escalator connectors, and its step-free part. */
const GRAPH = levelGraph(walkingEdges());
const ADJACENCY = { quickest: adjacencyOf(GRAPH), stepFree: adjacencyOf(stepFreeGraph(GRAPH)) };
const findRoute: RouteFinder = (from, to, { stepFree }) => {
  const path = shortestPath(stepFree ? ADJACENCY.stepFree : ADJACENCY.quickest, from, to);
  return path ? { minutes: path.minutes, legs: path.legs as GraphLeg[] } : null;
};

function resolveRoute(
  from: MapPoint | undefined,
  to: MapPoint | undefined,
  query: MapQuery,
  locale: Locale,
  venue: Venue | undefined,
): Pick<MapPageModel, 'route' | 'routeProblem'> {
  if (!query.from || !query.to) return {};
  if (!from || !to) return { routeProblem: 'unknown' };
  const planned = planRoute(from, to, findRoute, nodeNames(locale), { stepFree: query.accessible === true });
  if (typeof planned === 'string') return { routeProblem: planned };
  if (!venue) return { route: planned };
  // The steps name the halls, piers and gates the drawn way passes (Terminal 1's floors).
  const levels = floorsOf('T1').flatMap((floor) => {
    const id = levelOf(venue.archive, 'T1', floor);
    return id ? [{ id, floor }] : [];
  });
  return { route: withPasses(planned, namedAreas(venue.archive, levels, venue.project('T1'), locale)) };
}

interface Venue {
  archive: RenderArchive;
  project: (terminal: Terminal) => Project;
}

/** The venue's archive (embedded or the operator's, ./imdf-source.ts) and its projection onto each terminal's plan. */
async function loadVenue(): Promise<Venue | undefined> {
  // No archive (a configured one that never loaded, already logged by the source): the plans keep their outline.
  const archive = await getImdfArchive().catch(() => undefined);
  if (!archive) return undefined;
  return {
    archive,
    project: (terminal) => planProjection(FRAMES[terminal]),
  };
}

function drawFloor(
  venue: Venue | undefined,
  plan: FloorPlan,
  locale: Locale,
  selected: string | undefined,
  places: readonly MapPoint[],
): Pick<MapPageModel, 'drawing' | 'unitPoints'> {
  const levelId = venue ? levelOf(venue.archive, plan.terminal, plan.floor) : undefined;
  if (!venue || !levelId) return { unitPoints: {} };
  const points = unitPoints(venue.archive);
  const selectedUnit = selected ? pointPlace(venue.archive, selected) : undefined;
  const drawing = buildFloor(venue.archive, levelId, venue.project(plan.terminal), {
    locale,
    width: plan.width,
    height: plan.height,
    ...(selectedUnit ? { selected: selectedUnit } : {}),
    // The restaurants' and shops' names, beside their marks, once zoomed in far enough for them.
    extra: places
      .filter((point) => point.type !== 'servicios' && pointIcon({ type: point.type, name: point.name }))
      .map((point) => ({
        id: `poi-${point.id}`,
        text: point.name,
        x: point.x,
        y: point.y,
        priority: point.type === 'restaurantes' ? 15 : 10,
        size: 5,
        offsets: [1.6, -1.25],
      })),
  });
  const labelled: Record<string, string> = {};
  for (const id of drawing.labelled) {
    const point = points.get(id);
    if (point) labelled[id] = point;
  }
  return { drawing, unitPoints: labelled };
}

export async function getMapPage(query: MapQuery, invalid: MapQueryField[], locale: Locale): Promise<MapPageModel> {
  const [all, t, venue] = await Promise.all([
    allMapPoints(locale),
    getTranslations({ locale, namespace: 'maps' }),
    loadVenue(),
  ]);
  const selected = query.poi ? all.find((point) => point.id === query.poi) : undefined;
  const terminal = query.terminal ?? selected?.terminal ?? 'T1';
  const floors = floorsOf(terminal);
  const wanted = query.floor ?? (selected?.terminal === terminal ? selected.floor : undefined);
  const floor = wanted !== undefined && floors.includes(wanted) ? wanted : terminal === 'T1' ? 2 : 1;
  const plan = floorPlan(terminal, floor) as FloorPlan;
  const dropped = [...invalid];
  if (query.floor !== undefined && query.floor !== floor) dropped.push('floor');
  const filter = { terminal, floor, type: query.type, zone: query.zone };
  const nodeName = nodeNames(locale);
  const placeOf = (point: MapPoint) => (point.node ? nodeName(point.node) : undefined);
  const routeChoices = routeChoicesOf(
    all.filter((point) => point.terminal === terminal).sort((a, b) => a.name.localeCompare(b.name, locale)),
    (n) => t('floor', { floor: n }),
    placeOf,
  );
  // Route ends are resolved on every point (a deep link may join terminals: it answers a notice).
  const allChoices = terminal === 'T1' ? routeChoices : routeChoicesOf(all, (n) => t('floor', { floor: n }), placeOf);
  const from = query.from ? resolvePointRef(query.from, all, allChoices) : undefined;
  const to = query.to ? resolvePointRef(query.to, all, allChoices) : undefined;
  const canonical =
    (from && query.from !== from.id) || (to && query.to !== to.id)
      ? mapHref({ ...query, ...(from ? { from: from.id } : {}), ...(to ? { to: to.id } : {}) })
      : undefined;
  const floorPoints = all.filter((point) => matchesFilter(point, { terminal, floor, type: 'all', zone: 'all' }));
  return {
    // Route ends are written back as ids, so every link of the page carries the canonical URL.
    query: { ...query, terminal, floor, ...(from ? { from: from.id } : {}), ...(to ? { to: to.id } : {}) },
    invalid: dropped,
    plan,
    ...drawFloor(venue, plan, locale, selected?.id, floorPoints),
    floors,
    floorPoints,
    points: floorPoints.filter((point) => matchesFilter(point, filter)),
    routeChoices,
    ...(selected ? { selected } : {}),
    unknownPoi: Boolean(query.poi && !selected),
    ...(query.q ? { results: searchPoints(all, query.q) } : {}),
    ...resolveRoute(from, to, query, locale, venue),
    ...(canonical ? { redirectTo: canonical } : {}),
  };
}
