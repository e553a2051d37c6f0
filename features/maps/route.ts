import type { PointId } from '@/features/realtime/schemas';
import { LEVEL_CONNECTORS, NODE_POSITIONS, SERVICE_POINTS, type LevelConnector } from './plan';
import type { MapPoint } from './points';

/*
 * A walking route between two map points, from the real-time feature's walking graph of Terminal 1:
 * each point is reached through its graph point (`node`), and the graph's shortest path joins them.
 */

export interface GraphLeg {
  from: PointId;
  to: PointId;
  minutes: number;
  /** A level change: by which connector (lift or escalator) and through which drawn points. */
  connector?: { kind: LevelConnector['kind']; via?: readonly [string, string]; at?: { x: number; y: number } };
}

/**
 * The maps' walking graph: the shared graph's edges on one floor as they are, and each edge that
 * changes floor replaced by one edge per connector that serves it (LEVEL_CONNECTORS), so the quickest
 * route may take an escalator and the step-free one takes only lifts. An edge changing floor with no
 * connector keeps no way (the plan test makes sure every one has at least one).
 */
export function levelGraph(
  edges: readonly { from: PointId; to: PointId; minutes: number }[],
  connectors: readonly LevelConnector[] = LEVEL_CONNECTORS,
): GraphLeg[] {
  const graph: GraphLeg[] = [];
  for (const edge of edges) {
    if (NODE_POSITIONS[edge.from].floor === NODE_POSITIONS[edge.to].floor) {
      graph.push({ from: edge.from, to: edge.to, minutes: edge.minutes });
      continue;
    }
    for (const connector of connectors) {
      const [a, b] = connector.between;
      const forward = a === edge.from && b === edge.to;
      if (!forward && !(a === edge.to && b === edge.from)) continue;
      const via = connector.via && (forward ? connector.via : ([connector.via[1], connector.via[0]] as const));
      graph.push({
        from: edge.from,
        to: edge.to,
        minutes: connector.minutes,
        connector: { kind: connector.kind, ...(via ? { via } : {}), ...(connector.at ? { at: connector.at } : {}) },
      });
    }
  }
  return graph;
}

/** The edges a step-free route may use: no escalators (nor stairs). */
export function stepFreeGraph(graph: readonly GraphLeg[]): GraphLeg[] {
  return graph.filter((edge) => !edge.connector || edge.connector.kind === 'lift');
}

const CONNECTOR_POSITIONS = new Map(SERVICE_POINTS.map((point) => [point.id, point]));

/** `at`: the index in the route's path where the step ends (so the plan's units it passes can be named). */
export type RouteStep =
  | { kind: 'start'; name: string; floor: number }
  | { kind: 'floor'; floor: number; by: LevelConnector['kind'] | 'lift-or-escalator' }
  | { kind: 'walk'; name: string; minutes: number; at?: number; passes?: string[] }
  | { kind: 'arrive'; name: string; floor: number; at?: number; passes?: string[] };

export type FloorChange = LevelConnector['kind'] | 'lift-or-escalator';

export interface RoutePlace {
  floor: number;
  x: number;
  y: number;
  /** The first place on a new floor: how the route got there. */
  by?: FloorChange;
}

export interface MapRoute {
  from: MapPoint;
  to: MapPoint;
  minutes: number;
  /** Level changes by lift only (the finder was given the step-free graph: it may be longer). */
  stepFree: boolean;
  /** The graph's edges the route walks, in order (with the connector of each level change). */
  legs: GraphLeg[];
  steps: RouteStep[];
  /** The way drawn on the plans, point by point (consecutive places on one floor are joined). */
  path: RoutePlace[];
}

export type RouteFinder = (
  from: PointId,
  to: PointId,
  options: { stepFree: boolean },
) => { minutes: number; legs: GraphLeg[] } | null;

export type RouteProblem = 'terminal' | 'none';

/** The route, or why there is none (a point outside Terminal 1's graph, or no way in the flow). */
export function planRoute(
  from: MapPoint,
  to: MapPoint,
  find: RouteFinder,
  nodeName: (id: PointId) => string,
  { stepFree = false }: { stepFree?: boolean } = {},
): MapRoute | RouteProblem {
  if (!from.node || !to.node || from.terminal !== 'T1' || to.terminal !== 'T1') return 'terminal';
  const found = from.node === to.node ? { minutes: 0, legs: [] } : find(from.node, to.node, { stepFree });
  if (!found) return 'none';
  const steps: RouteStep[] = [{ kind: 'start', name: from.name, floor: from.floor }];
  const path: RoutePlace[] = [{ floor: from.floor, x: from.x, y: from.y }];
  let floor = from.floor;
  const goTo = (place: RoutePlace, by: FloorChange = 'lift-or-escalator') => {
    if (place.floor !== floor) {
      steps.push({ kind: 'floor', floor: place.floor, by });
      floor = place.floor;
      path.push({ ...place, by });
      return;
    }
    const last = path[path.length - 1];
    if (last && last.floor === place.floor && last.x === place.x && last.y === place.y) return;
    path.push(place);
  };
  if (found.legs.length > 0) goTo(NODE_POSITIONS[from.node]);
  for (const leg of found.legs) {
    const by = leg.connector?.kind ?? (stepFree ? 'lift' : 'lift-or-escalator');
    const next = NODE_POSITIONS[leg.to];
    for (const id of leg.connector?.via ?? []) {
      const at = CONNECTOR_POSITIONS.get(id);
      if (at) goTo({ floor: at.floor, x: at.x, y: at.y }, by);
    }
    if (next.floor !== floor) {
      // A level change with no drawn connector points: the connector stands at its own place on both floors
      // (else beside the point the route leaves), so each floor draws the walk to and from it.
      const at = leg.connector?.at ?? path[path.length - 1] ?? next;
      goTo({ floor, x: at.x, y: at.y }, by);
      goTo({ floor: next.floor, x: at.x, y: at.y }, by);
    }
    goTo(next, by);
    steps.push({ kind: 'walk', name: nodeName(leg.to), minutes: leg.minutes, at: path.length - 1 });
  }
  goTo({ floor: to.floor, x: to.x, y: to.y });
  steps.push({ kind: 'arrive', name: to.name, floor: to.floor, at: path.length - 1 });
  return { from, to, minutes: Math.max(1, found.minutes), stepFree, legs: found.legs, steps, path };
}

/** The route's segments on one floor (pairs of consecutive places both on it). */
export function segmentsOn(path: readonly RoutePlace[], floor: number): [RoutePlace, RoutePlace][] {
  const segments: [RoutePlace, RoutePlace][] = [];
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as RoutePlace;
    const b = path[i] as RoutePlace;
    if (a.floor === floor && b.floor === floor) segments.push([a, b]);
  }
  return segments;
}

/** A floor change drawn on the plan: where the route leaves this floor (to `floor`) or arrives on it (from `floor`). */
export interface FloorChangeMark {
  x: number;
  y: number;
  /** The other floor. */
  floor: number;
  way: 'leave' | 'arrive';
  by: FloorChange;
}

/**
 * The route as drawn on one floor: its runs (consecutive places on the floor, one polyline each) and a
 * mark where it leaves for another floor or arrives from one.
 */
export function routeOnFloor(
  path: readonly RoutePlace[],
  floor: number,
): { runs: RoutePlace[][]; changes: FloorChangeMark[] } {
  const runs: RoutePlace[][] = [];
  const changes: FloorChangeMark[] = [];
  let run: RoutePlace[] = [];
  path.forEach((place, i) => {
    const previous = path[i - 1];
    if (place.floor === floor) {
      if (previous && previous.floor !== floor)
        changes.push({
          x: place.x,
          y: place.y,
          floor: previous.floor,
          way: 'arrive',
          by: place.by ?? 'lift-or-escalator',
        });
      run.push(place);
      return;
    }
    if (previous && previous.floor === floor)
      changes.push({
        x: previous.x,
        y: previous.y,
        floor: place.floor,
        way: 'leave',
        by: place.by ?? 'lift-or-escalator',
      });
    if (run.length > 0) runs.push(run);
    run = [];
  });
  if (run.length > 0) runs.push(run);
  return { runs: runs.filter((r) => r.length > 1 || changes.length === 0), changes };
}
