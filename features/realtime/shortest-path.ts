/*
 * Shortest paths on a small weighted directed graph (Dijkstra with a linear scan: the terminal
 * graph has a few dozen points, so a heap would not pay for itself). Pure and client-safe.
 */

export interface Edge<Id extends string> {
  from: Id;
  to: Id;
  minutes: number;
}

export interface Path<Id extends string> {
  minutes: number;
  legs: Edge<Id>[];
}

export type Adjacency<Id extends string> = Map<Id, Edge<Id>[]>;

export function adjacencyOf<Id extends string>(edges: readonly Edge<Id>[]): Adjacency<Id> {
  const adjacency: Adjacency<Id> = new Map();
  for (const edge of edges) {
    const list = adjacency.get(edge.from) ?? [];
    list.push(edge);
    adjacency.set(edge.from, list);
  }
  return adjacency;
}

/** Shortest times from `source` to every reachable point, with the edge that reached each. */
export function shortestFrom<Id extends string>(
  adjacency: Adjacency<Id>,
  source: Id,
): { minutes: Map<Id, number>; via: Map<Id, Edge<Id>> } {
  const minutes = new Map<Id, number>([[source, 0]]);
  const via = new Map<Id, Edge<Id>>();
  const done = new Set<Id>();
  for (;;) {
    let current: Id | undefined;
    let best = Infinity;
    for (const [id, value] of minutes) {
      if (!done.has(id) && value < best) {
        best = value;
        current = id;
      }
    }
    if (current === undefined) break;
    done.add(current);
    for (const edge of adjacency.get(current) ?? []) {
      const candidate = best + edge.minutes;
      if (candidate < (minutes.get(edge.to) ?? Infinity)) {
        minutes.set(edge.to, candidate);
        via.set(edge.to, edge);
      }
    }
  }
  return { minutes, via };
}

/** The quickest way from one point to another, or null when there is none. */
export function shortestPath<Id extends string>(adjacency: Adjacency<Id>, from: Id, to: Id): Path<Id> | null {
  const { minutes, via } = shortestFrom(adjacency, from);
  const total = minutes.get(to);
  if (total === undefined) return null;
  const legs: Edge<Id>[] = [];
  for (let at: Id = to; at !== from;) {
    const edge = via.get(at);
    if (!edge) return null;
    legs.unshift(edge);
    at = edge.from;
  }
  return { minutes: total, legs };
}
