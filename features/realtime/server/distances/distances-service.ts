import 'server-only';
import type { DistancesResponse, DistanceTable, PointId, WalkingRoute } from '../../schemas';
import { adjacencyOf, shortestFrom, shortestPath, type Edge } from '@/lib/shortest-path';
import { EDGES, POINTS, SURVEYED_AT, TABLE_FROM, TABLE_TO } from './terminal-1';

/*
 * Walking times in Terminal 1: the table (entrances → main destinations) and any from → to
 * query, both from shortest paths on the terminal graph.
 */

const adjacency = adjacencyOf(EDGES);

export function walkingTable(): DistanceTable {
  const fromEach = TABLE_FROM.map((from) => shortestFrom(adjacency, from).minutes);
  return {
    from: [...TABLE_FROM],
    rows: TABLE_TO.map((to) => ({ to, minutes: fromEach.map((minutes) => minutes.get(to) ?? null) })),
  };
}

/** The graph's edges (walking minutes; one-way edges follow the passenger flow). */
export function walkingEdges(): readonly Edge<PointId>[] {
  return EDGES;
}

export function walkingRoute(from: PointId, to: PointId): WalkingRoute | null {
  const path = shortestPath(adjacency, from, to);
  if (!path) return null;
  return { from, to, minutes: path.minutes, legs: path.legs };
}

export function getDistances(query: { from?: PointId; to?: PointId } = {}): DistancesResponse {
  const route = query.from && query.to ? walkingRoute(query.from, query.to) : null;
  return {
    updatedAt: SURVEYED_AT,
    terminal: 'T1',
    approximate: true,
    points: [...POINTS],
    table: walkingTable(),
    ...(route ? { route } : {}),
  };
}
