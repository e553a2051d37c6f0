// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getDistances, walkingEdges, walkingRoute } from '@/features/realtime/server';
import { adjacencyOf, shortestPath } from '@/lib/shortest-path';
import type { PointId } from '@/features/realtime/schemas';
import { SERVICE_SLUGS } from '@/lib/routes';
import { establishmentRows } from '@/features/establishments/server/db/seed-data/establishments';
import { ZONES } from '@/features/establishments/server/db/seed-data/zones';
import {
  FLOOR_PLANS,
  floorPlan,
  LEVEL_CONNECTORS,
  NODE_POSITIONS,
  SERVICE_PAGE_KINDS,
  SERVICE_POINTS,
  ZONE_NODES,
} from './plan';
import { insideRing } from './imdf/plane';
import { levelGraph, stepFreeGraph } from './route';

function inside(terminal: 'T1' | 'T2', floor: number, x: number, y: number): boolean {
  const plan = floorPlan(terminal, floor);
  return Boolean(plan && insideRing([x, y], plan.outline));
}

function zoneAt(terminal: 'T1' | 'T2', floor: number, x: number, y: number) {
  return floorPlan(terminal, floor)?.areas.find((area) => insideRing([x, y], area.polygon))?.zone;
}

describe('floor plans', () => {
  it('every establishment of the directory lies inside its floor outline, in its zone', () => {
    const rows = establishmentRows();
    expect(rows.length).toBeGreaterThan(150);
    for (const row of rows) {
      const terminal = row.terminal as 'T1' | 'T2';
      expect(inside(terminal, row.floor, row.mapX, row.mapY), `${row.slug} (${row.mapX}, ${row.mapY})`).toBe(true);
      expect(zoneAt(terminal, row.floor, row.mapX, row.mapY), row.slug).toBe(
        row.area === 'pasajeros' ? 'privada' : 'publica',
      );
    }
  });

  it('every service point lies inside its floor outline and the area of its zone', () => {
    for (const point of SERVICE_POINTS) {
      expect(inside(point.terminal, point.floor, point.x, point.y), point.id).toBe(true);
      expect(zoneAt(point.terminal, point.floor, point.x, point.y), point.id).toBe(point.zone);
    }
  });

  it('service point ids are unique slugs', () => {
    const ids = SERVICE_POINTS.map((point) => point.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('has the gates of the flights (1–26, 40–66, P1–P8), taxis at doors 5 and 10 and the SPEC luggage carts', () => {
    const ids = new Set(SERVICE_POINTS.map((point) => point.id));
    for (const gate of [1, 26, 40, 66]) expect(ids.has(`gate-${gate}`)).toBe(true);
    expect(ids.has('gate-p8')).toBe(true);
    expect(ids.has('gate-30')).toBe(false);
    expect(ids).toContain('taxi-door-5');
    expect(ids).toContain('taxi-door-10');
    for (const cart of [
      'cart-floor-1-door-4',
      'cart-floor-1-door-11',
      'cart-floor-2-door-2',
      'cart-floor-2-door-5',
      'cart-floor-2-door-7',
    ]) {
      expect(ids).toContain(cart);
    }
    expect(SERVICE_POINTS.filter((point) => point.kind === 'food-court')).toHaveLength(5);
  });

  it('every service page that names a place has a point on the map', () => {
    const kinds = new Set(SERVICE_POINTS.map((point) => point.kind));
    for (const [slug, kind] of Object.entries(SERVICE_PAGE_KINDS)) {
      expect((SERVICE_SLUGS as readonly string[]).includes(slug), slug).toBe(true);
      expect(kinds.has(kind), slug).toBe(true);
    }
  });

  it('Terminal 1 has three floors and Terminal 2 one', () => {
    expect(FLOOR_PLANS.filter((plan) => plan.terminal === 'T1').map((plan) => plan.floor)).toEqual([1, 2, 3]);
    expect(FLOOR_PLANS.filter((plan) => plan.terminal === 'T2').map((plan) => plan.floor)).toEqual([1]);
  });
});

const POINTS = getDistances().points;

describe('walking graph on the plans', () => {
  it('every graph point is drawn inside its floor', () => {
    for (const point of POINTS) {
      const at = NODE_POSITIONS[point.id];
      expect(inside('T1', at.floor, at.x, at.y), point.id).toBe(true);
    }
  });

  it('every Terminal 1 zone of the directory is reached through a graph point', () => {
    for (const [zone, info] of Object.entries(ZONES)) {
      if (info.terminal === 'T1') expect(ZONE_NODES[zone], zone).toBeDefined();
    }
  });

  it('has no stairs: every level change is a lift or escalator connector, and every floor has a lift', () => {
    expect(SERVICE_POINTS.some((point) => /stair/.test(point.kind))).toBe(false);
    for (const plan of FLOOR_PLANS.filter((p) => p.terminal === 'T1')) {
      expect(
        SERVICE_POINTS.some((point) => point.kind === 'lift' && point.floor === plan.floor),
        `floor ${plan.floor}`,
      ).toBe(true);
    }
  });

  it('every level change of the graph has a connector, and the step-free graph is connected too', () => {
    const edges = walkingEdges();
    for (const edge of edges) {
      if (NODE_POSITIONS[edge.from].floor === NODE_POSITIONS[edge.to].floor) continue;
      const served = LEVEL_CONNECTORS.filter((c) => c.between.includes(edge.from) && c.between.includes(edge.to));
      expect(served.length, `${edge.from} → ${edge.to}`).toBeGreaterThan(0);
    }
    for (const connector of LEVEL_CONNECTORS) {
      expect(['lift', 'escalator']).toContain(connector.kind);
      for (const [i, id] of (connector.via ?? []).entries()) {
        const point = SERVICE_POINTS.find((p) => p.id === id);
        expect(point?.kind, id).toBe(connector.kind);
        expect(point?.floor, id).toBe(NODE_POSITIONS[connector.between[i] as PointId].floor);
      }
    }
    const stepFree = adjacencyOf(stepFreeGraph(levelGraph(edges)));
    for (const from of POINTS) {
      for (const to of POINTS) {
        if (from.id !== to.id) expect(shortestPath(stepFree, from.id, to.id), `${from.id} → ${to.id}`).not.toBeNull();
      }
    }
  });

  it('is connected: every point reaches every other one', () => {
    for (const from of POINTS) {
      for (const to of POINTS) {
        if (from.id !== to.id) expect(walkingRoute(from.id, to.id), `${from.id} → ${to.id}`).not.toBeNull();
      }
    }
  });
});
