// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { adjacencyOf, shortestFrom, shortestPath, type Edge } from './shortest-path';

type Id = 'a' | 'b' | 'c' | 'd' | 'e';
const edges: Edge<Id>[] = [
  { from: 'a', to: 'b', minutes: 4 },
  { from: 'a', to: 'c', minutes: 1 },
  { from: 'c', to: 'b', minutes: 1 },
  { from: 'b', to: 'd', minutes: 2 },
  { from: 'c', to: 'd', minutes: 6 },
  { from: 'd', to: 'a', minutes: 3 },
];
const graph = adjacencyOf(edges);

describe('shortest paths', () => {
  it('finds the quickest way, not the fewest steps', () => {
    expect(shortestPath(graph, 'a', 'd')).toEqual({
      minutes: 4,
      legs: [
        { from: 'a', to: 'c', minutes: 1 },
        { from: 'c', to: 'b', minutes: 1 },
        { from: 'b', to: 'd', minutes: 2 },
      ],
    });
  });

  it('follows one-way edges', () => {
    expect(shortestPath(graph, 'd', 'c')?.minutes).toBe(4);
    expect(shortestPath(graph, 'b', 'a')?.legs.map((l) => l.to)).toEqual(['d', 'a']);
  });

  it('is zero to itself and null when unreachable', () => {
    expect(shortestPath(graph, 'b', 'b')).toEqual({ minutes: 0, legs: [] });
    expect(shortestPath(graph, 'a', 'e')).toBeNull();
    expect(shortestFrom(graph, 'a').minutes.get('e')).toBeUndefined();
  });

  it('settles points of equal time in the order it first reached them, so a tie always takes the same way', () => {
    const square = adjacencyOf<Edge>([
      { from: 's', to: 'x', minutes: 1 },
      { from: 's', to: 'y', minutes: 1 },
      { from: 'x', to: 't', minutes: 1 },
      { from: 'y', to: 't', minutes: 1 },
    ]);
    expect(shortestPath(square, 's', 't')?.legs.map((leg) => leg.from)).toEqual(['s', 'x']);
  });

  it('keeps the edges it is given, with their own fields', () => {
    const lift = { from: 'a', to: 'b', minutes: 1, kind: 'lift' as const };
    expect(shortestPath(adjacencyOf([lift]), 'a', 'b')?.legs[0]?.kind).toBe('lift');
  });

  it('walks a long chain (the heap keeps its order)', () => {
    const chain = Array.from({ length: 200 }, (_, i) => ({ from: `n${i}`, to: `n${i + 1}`, minutes: (i % 7) + 0.5 }));
    const shortcut = { from: 'n0', to: 'n150', minutes: 10 };
    const path = shortestPath(adjacencyOf([...chain, shortcut]), 'n0', 'n200');
    expect(path?.legs[0]).toBe(shortcut);
    expect(path?.legs).toHaveLength(51);
  });
});
