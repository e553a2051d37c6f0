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
});
