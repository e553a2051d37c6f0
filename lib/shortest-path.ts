/*
 * Shortest paths on a weighted directed graph (Dijkstra with a binary heap), for any edge that says
 * where it runs and how many minutes it takes: the walking graphs of the terminals use it. Points of
 * equal time are settled in the order they were first reached, so the same graph always gives the
 * same path. Pure and client-safe.
 */

export interface Edge<Id extends string = string> {
  from: Id;
  to: Id;
  minutes: number;
}

export interface Path<E> {
  minutes: number;
  legs: E[];
}

export type Adjacency<E extends Edge> = ReadonlyMap<E['from'], readonly E[]>;

export function adjacencyOf<E extends Edge>(edges: readonly E[]): Map<E['from'], E[]> {
  const adjacency = new Map<E['from'], E[]>();
  for (const edge of edges) {
    const list = adjacency.get(edge.from) ?? [];
    list.push(edge);
    adjacency.set(edge.from, list);
  }
  return adjacency;
}

interface Entry<Id> {
  minutes: number;
  /** When the point was first reached: the tie-break between equal times. */
  order: number;
  id: Id;
}

const before = <Id>(a: Entry<Id>, b: Entry<Id>) =>
  a.minutes < b.minutes || (a.minutes === b.minutes && a.order < b.order);

function push<Id>(heap: Entry<Id>[], entry: Entry<Id>): void {
  heap.push(entry);
  for (let i = heap.length - 1; i > 0;) {
    const parent = (i - 1) >> 1;
    if (!before(entry, heap[parent] as Entry<Id>)) break;
    [heap[i], heap[parent]] = [heap[parent] as Entry<Id>, entry];
    i = parent;
  }
}

function pop<Id>(heap: Entry<Id>[]): Entry<Id> | undefined {
  const top = heap[0];
  const last = heap.pop();
  if (heap.length === 0 || !last) return top;
  heap[0] = last;
  for (let i = 0; ;) {
    let first = i;
    for (const child of [2 * i + 1, 2 * i + 2]) {
      if (child < heap.length && before(heap[child] as Entry<Id>, heap[first] as Entry<Id>)) first = child;
    }
    if (first === i) break;
    [heap[i], heap[first]] = [heap[first] as Entry<Id>, heap[i] as Entry<Id>];
    i = first;
  }
  return top;
}

/** Shortest times from `source` to every point it reaches, with the edge that reached each. */
export function shortestFrom<E extends Edge>(
  adjacency: Adjacency<E>,
  source: E['from'],
): { minutes: Map<E['from'], number>; via: Map<E['from'], E> } {
  const minutes = new Map<E['from'], number>([[source, 0]]);
  const via = new Map<E['from'], E>();
  const order = new Map<E['from'], number>([[source, 0]]);
  const done = new Set<E['from']>();
  const heap: Entry<E['from']>[] = [{ minutes: 0, order: 0, id: source }];
  for (let entry = pop(heap); entry; entry = pop(heap)) {
    if (done.has(entry.id)) continue;
    done.add(entry.id);
    for (const edge of adjacency.get(entry.id) ?? []) {
      const candidate = entry.minutes + edge.minutes;
      if (candidate >= (minutes.get(edge.to) ?? Infinity)) continue;
      if (!order.has(edge.to)) order.set(edge.to, order.size);
      minutes.set(edge.to, candidate);
      via.set(edge.to, edge);
      push(heap, { minutes: candidate, order: order.get(edge.to) as number, id: edge.to });
    }
  }
  return { minutes, via };
}

/** The quickest way from one point to another, or null when there is none. */
export function shortestPath<E extends Edge>(adjacency: Adjacency<E>, from: E['from'], to: E['from']): Path<E> | null {
  const { minutes, via } = shortestFrom(adjacency, from);
  const total = minutes.get(to);
  if (total === undefined) return null;
  const legs: E[] = [];
  for (let at = to; at !== from;) {
    const edge = via.get(at);
    if (!edge) return null;
    legs.unshift(edge);
    at = edge.from;
  }
  return { minutes: total, legs };
}
