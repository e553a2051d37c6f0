import type { PointId } from '@/features/realtime/schemas';
import { NODE_POSITIONS } from './plan';
import type { MapPoint } from './points';

/*
 * A walking route between two map points, from the real-time feature's walking graph of Terminal 1:
 * each point is reached through its graph point (`node`), and the graph's shortest path joins them.
 */

export interface GraphLeg {
  from: PointId;
  to: PointId;
  minutes: number;
}

export type RouteStep =
  | { kind: 'start'; name: string; floor: number }
  | { kind: 'floor'; floor: number; by: 'lift' | 'lift-or-escalator' }
  | { kind: 'walk'; name: string; minutes: number }
  | { kind: 'arrive'; name: string; floor: number };

export interface RoutePlace {
  floor: number;
  x: number;
  y: number;
}

export interface MapRoute {
  from: MapPoint;
  to: MapPoint;
  minutes: number;
  /** Level changes by lift only (the walking graph has no stairs, so the way is the same). */
  stepFree: boolean;
  steps: RouteStep[];
  /** The way drawn on the plans, point by point (consecutive places on one floor are joined). */
  path: RoutePlace[];
}

export type RouteFinder = (from: PointId, to: PointId) => { minutes: number; legs: GraphLeg[] } | null;

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
  const found = from.node === to.node ? { minutes: 0, legs: [] } : find(from.node, to.node);
  if (!found) return 'none';
  const steps: RouteStep[] = [{ kind: 'start', name: from.name, floor: from.floor }];
  const path: RoutePlace[] = [{ floor: from.floor, x: from.x, y: from.y }];
  let floor = from.floor;
  const goTo = (place: RoutePlace) => {
    if (place.floor !== floor) {
      steps.push({ kind: 'floor', floor: place.floor, by: stepFree ? 'lift' : 'lift-or-escalator' });
      floor = place.floor;
    }
    path.push(place);
  };
  if (found.legs.length > 0) goTo(NODE_POSITIONS[from.node]);
  for (const leg of found.legs) {
    goTo(NODE_POSITIONS[leg.to]);
    steps.push({ kind: 'walk', name: nodeName(leg.to), minutes: leg.minutes });
  }
  goTo({ floor: to.floor, x: to.x, y: to.y });
  steps.push({ kind: 'arrive', name: to.name, floor: to.floor });
  return { from, to, minutes: Math.max(1, found.minutes), stepFree, steps, path };
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
