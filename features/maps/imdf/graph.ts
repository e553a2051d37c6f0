import { adjacencyOf, shortestFrom, shortestPath } from '@/lib/shortest-path';
import { bbox, contains, labelPoint, metresBetween } from './geo';
import type { ImdfArchive, ImdfOpening, ImdfUnit, Position } from './schema';

/*
 * The walking graph, derived from an IMDF archive's units and openings (any archive: the embedded
 * model or an operator's). Nodes are each unit's display point and each opening's midpoint; an
 * opening belongs to the units whose edge it lies on. Inside a unit every pair of its nodes is joined
 * by a straight walk (units are rooms and corridors: a straight line is a fair walking distance).
 * Lifts, escalators and stairs join the same kind of unit stacked on the next level of the building.
 * Minutes follow from metres at WALKING_METRES_PER_MINUTE, plus the level changes' own time.
 *
 * Passenger flow (SPEC §9: no way into the gates except through the filters): an opening between a
 * restricted (airside) unit and a public one is one-way — into the restricted unit when it holds a
 * security or immigration amenity or lies under such a section (the filter), out of it otherwise
 * (exits from baggage claim).
 * The step-free graph leaves out escalators and stairs: level changes by lift only. Pure.
 */

/** A passenger's pace with luggage in a busy terminal (≈ 1.15 m/s). */
export const WALKING_METRES_PER_MINUTE = 70;
/** A lift: waiting and the ride, per level. */
export const LIFT_MINUTES = 1;
/** An escalator or stairs, per level. */
export const ESCALATOR_MINUTES = 0.5;

export const VERTICAL_CATEGORIES = ['elevator', 'escalator', 'stairs', 'steps'] as const;
const NOT_STEP_FREE = new Set(['escalator', 'stairs', 'steps']);
const FILTERS = /^(security|immigration)(\.|$)/;

export type WalkNodeKind = 'unit' | 'opening';

export interface WalkNode {
  id: string;
  kind: WalkNodeKind;
  /** The unit id or opening id the node stands for. */
  featureId: string;
  levelId: string;
  position: Position;
}

export type WalkEdgeKind = 'walk' | 'elevator' | 'escalator' | 'stairs';

export interface WalkEdge {
  from: string;
  to: string;
  metres: number;
  minutes: number;
  kind: WalkEdgeKind;
  /** The unit walked through (for a level change: the connector unit it leaves). */
  unitId: string;
}

export interface WalkingGraph {
  nodes: ReadonlyMap<string, WalkNode>;
  edges: readonly WalkEdge[];
  /** Whether escalators and stairs were left out. */
  stepFree: boolean;
}

export const unitNodeId = (unitId: string) => `unit:${unitId}`;
const openingNodeId = (openingId: string) => `opening:${openingId}`;

/** Distance in metres from a point to a segment (local plane around the segment). */
function metresToSegment(p: Position, a: Position, b: Position): number {
  const lonScale = metresBetween([0, a[1]], [1, a[1]]);
  const latScale = metresBetween([0, 0], [0, 1]);
  const toXY = (q: Position) => [(q[0] - a[0]) * lonScale, (q[1] - a[1]) * latScale] as const;
  const [px, py] = toXY(p);
  const [bx, by] = toXY(b);
  const length = bx * bx + by * by;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, (px * bx + py * by) / length));
  return Math.hypot(px - t * bx, py - t * by);
}

function rings(unit: ImdfUnit): Position[][] {
  return unit.geometry.type === 'Polygon' ? unit.geometry.coordinates : unit.geometry.coordinates.flat();
}

function onBoundary(unit: ImdfUnit, p: Position, tolerance = 0.5): boolean {
  return rings(unit).some((ring) =>
    ring.some((a, i) => i > 0 && metresToSegment(p, ring[i - 1] as Position, a) <= tolerance),
  );
}

function midpoint(opening: ImdfOpening): Position {
  const coords = opening.geometry.coordinates;
  const first = coords[0] as Position;
  const last = coords[coords.length - 1] as Position;
  return [(first[0] + last[0]) / 2, (first[1] + last[1]) / 2];
}

export function unitPosition(unit: ImdfUnit): Position {
  return unit.properties.display_point?.coordinates ?? labelPoint(unit.geometry);
}

/** The units each opening lies on the edge of (one for a door to the outside, two between units). */
export function openingUnits(archive: ImdfArchive): Map<string, ImdfUnit[]> {
  const unitsByLevel = new Map<string, ImdfUnit[]>();
  for (const unit of archive.unit) {
    const list = unitsByLevel.get(unit.properties.level_id) ?? [];
    list.push(unit);
    unitsByLevel.set(unit.properties.level_id, list);
  }
  // A unit's box, widened by about a metre, rules most units out before the exact test.
  const margin = 0.00001;
  const boxes = new Map(archive.unit.map((unit) => [unit.id, bbox(unit.geometry)]));
  const near = (unit: ImdfUnit, [lon, lat]: Position) => {
    const [minLon, minLat, maxLon, maxLat] = boxes.get(unit.id) as [number, number, number, number];
    return lon >= minLon - margin && lon <= maxLon + margin && lat >= minLat - margin && lat <= maxLat + margin;
  };
  const result = new Map<string, ImdfUnit[]>();
  for (const opening of archive.opening) {
    const at = midpoint(opening);
    const units = (unitsByLevel.get(opening.properties.level_id) ?? []).filter(
      (unit) => near(unit, at) && onBoundary(unit, at),
    );
    result.set(opening.id, units);
  }
  return result;
}

function buildingKey(archive: ImdfArchive, levelId: string): string {
  const level = archive.level.find((candidate) => candidate.id === levelId);
  return [...(level?.properties.building_ids ?? ['venue'])].sort().join(',');
}

const graphCache = new WeakMap<ImdfArchive, { quickest?: WalkingGraph; stepFree?: WalkingGraph }>();

/** The walking graph of an archive (built once per archive); `stepFree` leaves out escalators and stairs. */
export function walkingGraph(archive: ImdfArchive, { stepFree = false }: { stepFree?: boolean } = {}): WalkingGraph {
  const cached = graphCache.get(archive) ?? {};
  const key = stepFree ? 'stepFree' : 'quickest';
  const graph = (cached[key] ??= buildGraph(archive, stepFree));
  graphCache.set(archive, cached);
  return graph;
}

function buildGraph(archive: ImdfArchive, stepFree: boolean): WalkingGraph {
  const nodes = new Map<string, WalkNode>();
  const edges: WalkEdge[] = [];
  const usable = archive.unit.filter((unit) => !(stepFree && NOT_STEP_FREE.has(unit.properties.category)));
  const usableIds = new Set(usable.map((unit) => unit.id));
  // Filters: units holding a security or immigration amenity, or under such a section (Airport guidance).
  const filters = new Set(
    archive.amenity
      .filter((amenity) => FILTERS.test(amenity.properties.category))
      .flatMap((amenity) => amenity.properties.unit_ids),
  );
  for (const section of archive.section ?? []) {
    if (!FILTERS.test(section.properties.category)) continue;
    const at = section.properties.display_point?.coordinates ?? labelPoint(section.geometry);
    for (const unit of archive.unit) {
      if (unit.properties.level_id === section.properties.level_id && contains(unit.geometry, at)) filters.add(unit.id);
    }
  }
  for (const unit of usable) {
    nodes.set(unitNodeId(unit.id), {
      id: unitNodeId(unit.id),
      kind: 'unit',
      featureId: unit.id,
      levelId: unit.properties.level_id,
      position: unitPosition(unit),
    });
  }
  // Openings, and which of their units a passenger may walk into through them.
  const members = new Map<string, { node: string; into: boolean; outOf: boolean }[]>();
  const openings = new Map(archive.opening.map((opening) => [opening.id, opening]));
  for (const [openingId, units] of openingUnits(archive)) {
    const opening = openings.get(openingId) as ImdfOpening;
    const joined = units.filter((unit) => usableIds.has(unit.id));
    if (joined.length === 0) continue;
    const node = openingNodeId(openingId);
    nodes.set(node, {
      id: node,
      kind: 'opening',
      featureId: openingId,
      levelId: opening.properties.level_id,
      position: midpoint(opening),
    });
    const restricted = joined.filter((unit) => unit.properties.restriction);
    const open = joined.filter((unit) => !unit.properties.restriction);
    const oneWay = joined.length === 2 && restricted.length === 1 && open.length === 1;
    for (const unit of joined) {
      let into = true;
      let outOf = true;
      if (oneWay) {
        const inward = filters.has((restricted[0] as ImdfUnit).id);
        const isRestricted = unit === restricted[0];
        // Inward: public → opening → filter. Outward: restricted → opening → public.
        into = inward ? isRestricted : !isRestricted;
        outOf = !into;
      }
      const list = members.get(unit.id) ?? [];
      list.push({ node, into, outOf });
      members.set(unit.id, list);
    }
  }
  // Walks inside each unit: between its display point and its openings, and between its openings.
  for (const unit of usable) {
    const own = [{ node: unitNodeId(unit.id), into: true, outOf: true }, ...(members.get(unit.id) ?? [])];
    for (const a of own) {
      for (const b of own) {
        if (a === b || !a.into || !b.outOf) continue;
        // `a.into`: one may come into the unit at a; `b.outOf`: and leave (or stop) at b.
        const metres = metresBetween(
          (nodes.get(a.node) as WalkNode).position,
          (nodes.get(b.node) as WalkNode).position,
        );
        edges.push({
          from: a.node,
          to: b.node,
          metres,
          minutes: metres / WALKING_METRES_PER_MINUTE,
          kind: 'walk',
          unitId: unit.id,
        });
      }
    }
  }
  // Level changes: the same kind of connector on the next level of the building, overlapping.
  const ordinal = new Map(archive.level.map((level) => [level.id, level.properties.ordinal]));
  const connectors = usable.filter((unit) =>
    (VERTICAL_CATEGORIES as readonly string[]).includes(unit.properties.category),
  );
  for (const a of connectors) {
    for (const b of connectors) {
      if (a === b || a.properties.category !== b.properties.category) continue;
      const levelA = a.properties.level_id;
      const levelB = b.properties.level_id;
      if (Math.abs((ordinal.get(levelA) ?? 0) - (ordinal.get(levelB) ?? 0)) !== 1) continue;
      if (buildingKey(archive, levelA) !== buildingKey(archive, levelB)) continue;
      if (!contains(b.geometry, unitPosition(a)) && !contains(a.geometry, unitPosition(b))) continue;
      const kind =
        a.properties.category === 'elevator'
          ? 'elevator'
          : a.properties.category === 'escalator'
            ? 'escalator'
            : 'stairs';
      edges.push({
        from: unitNodeId(a.id),
        to: unitNodeId(b.id),
        metres: 0,
        minutes: kind === 'elevator' ? LIFT_MINUTES : ESCALATOR_MINUTES,
        kind,
        unitId: a.id,
      });
    }
  }
  return { nodes, edges, stepFree };
}

// ---- Shortest walks ---------------------------------------------------------------------------------

export interface WalkingRoute {
  minutes: number;
  metres: number;
  /** The nodes passed, in order (positions to draw the line through; `levelId` marks floor changes). */
  nodes: WalkNode[];
  edges: WalkEdge[];
  /** The units walked through, in order, without repeats in a row (to name the halls and gates passed). */
  unitIds: string[];
}

const adjacencyCache = new WeakMap<WalkingGraph, Map<string, WalkEdge[]>>();

function linksOf(graph: WalkingGraph): Map<string, WalkEdge[]> {
  let links = adjacencyCache.get(graph);
  if (!links) adjacencyCache.set(graph, (links = adjacencyOf(graph.edges)));
  return links;
}

/** Minutes from one node to every node it reaches, and the edge into each. */
export function walkFrom(
  graph: WalkingGraph,
  source: string,
): { minutes: Map<string, number>; via: Map<string, WalkEdge> } {
  return shortestFrom(linksOf(graph), source);
}

/** The quickest walk between two units (their display points), or null when the flow allows none. */
export function walkBetweenUnits(graph: WalkingGraph, fromUnitId: string, toUnitId: string): WalkingRoute | null {
  const source = unitNodeId(fromUnitId);
  const target = unitNodeId(toUnitId);
  if (!graph.nodes.has(source) || !graph.nodes.has(target)) return null;
  const path = shortestPath(linksOf(graph), source, target);
  if (!path) return null;
  const { minutes: total, legs: edges } = path;
  const nodes = [graph.nodes.get(source) as WalkNode, ...edges.map((edge) => graph.nodes.get(edge.to) as WalkNode)];
  const unitIds: string[] = [];
  for (const id of [fromUnitId, ...edges.map((edge) => edge.unitId), toUnitId]) {
    if (unitIds.at(-1) !== id) unitIds.push(id);
  }
  return { minutes: total, metres: edges.reduce((sum, edge) => sum + edge.metres, 0), nodes, edges, unitIds };
}
