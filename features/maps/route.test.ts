// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { walkingEdges } from '@/features/realtime/server';
import { adjacencyOf, shortestPath } from '@/lib/shortest-path';
import { servicePoints, type MapPoint } from './points';
import { levelGraph, planRoute, routeOnFloor, stepFreeGraph, type GraphLeg, type RouteFinder } from './route';

const points = servicePoints((kind, detail) => (detail ? `${kind} ${detail}` : kind));
const byId = (id: string) => points.find((point) => point.id === id) as MapPoint;

const graph = levelGraph(walkingEdges());
const adjacency = { quickest: adjacencyOf(graph), stepFree: adjacencyOf(stepFreeGraph(graph)) };
const find: RouteFinder = (from, to, { stepFree }) => {
  const path = shortestPath(stepFree ? adjacency.stepFree : adjacency.quickest, from, to);
  return path ? { minutes: path.minutes, legs: path.legs as GraphLeg[] } : null;
};

/** The length in metres of the route's runs drawn on one floor. */
function drawnLength(path: Parameters<typeof routeOnFloor>[0], floor: number): number {
  return routeOnFloor(path, floor).runs.reduce(
    (sum, run) =>
      sum + run.slice(1).reduce((len, place, i) => len + Math.hypot(place.x - run[i]!.x, place.y - run[i]!.y), 0),
    0,
  );
}

describe('the route drawn on each floor it uses', () => {
  const cases = [
    ['security-domestic', 'gate-12', false],
    ['security-domestic', 'gate-12', true],
    ['gate-12', 'taxi-door-5', false],
    ['gate-12', 'taxi-door-5', true],
    ['security-international', 'gate-50', false],
  ] as const;
  for (const [from, to, stepFree] of cases) {
    it(`${from} → ${to}${stepFree ? ' (step-free)' : ''}: a walk of real length on every floor, marks at each change`, () => {
      const route = planRoute(byId(from), byId(to), find, (id) => id, { stepFree });
      if (typeof route === 'string') throw new Error(route);
      const floors = [...new Set(route.path.map((place) => place.floor))];
      for (const floor of floors) {
        expect(drawnLength(route.path, floor), `floor ${floor}`).toBeGreaterThan(20);
      }
      // Every floor change leaves one floor and arrives on the next at the same connector.
      const changes = route.path.filter((place, i) => i > 0 && route.path[i - 1]!.floor !== place.floor);
      for (const change of changes) {
        const before = route.path[route.path.indexOf(change) - 1]!;
        expect([before.x, before.y]).toEqual([change.x, change.y]);
      }
    });
  }

  it("gate 12 from security climbs to the domestic mezzanine by the pier's escalator and back down", () => {
    const route = planRoute(byId('security-domestic'), byId('gate-12'), find, (id) => id);
    if (typeof route === 'string') throw new Error(route);
    expect(route.path.map((place) => place.floor)).toContain(3);
    const onThree = routeOnFloor(route.path, 3);
    expect(onThree.changes.map((mark) => [mark.way, mark.floor])).toEqual([
      ['arrive', 2],
      ['leave', 2],
    ]);
    const onTwo = routeOnFloor(route.path, 2);
    expect(onTwo.changes.map((mark) => [mark.way, mark.floor])).toEqual([
      ['leave', 3],
      ['arrive', 3],
    ]);
    expect(onTwo.runs.length).toBe(2);
  });
});
