// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { walkingEdges } from '@/features/realtime/server';
import { adjacencyOf, shortestPath } from '@/lib/shortest-path';
import { panViewBox, pinchViewBox, zoomViewBox } from './geometry';
import { matchesFilter, placePoint, searchPoints, servicePoints, typeOfBusiness, type MapPoint } from './points';
import { NODE_POSITIONS } from './plan';
import { levelGraph, planRoute, segmentsOn, stepFreeGraph, type GraphLeg, type RouteFinder } from './route';
import { mapHref, parseMapQuery } from './schemas';

const points = servicePoints((kind, detail) => (detail ? `${kind} ${detail}` : kind));
const byId = (id: string) => points.find((point) => point.id === id) as MapPoint;

describe('geometry', () => {
  it('zooms around a point and keeps the view within the plan', () => {
    const plan = { x: 0, y: 0, width: 900, height: 300 };
    const zoomed = zoomViewBox(plan, 2, 900, 300, plan);
    expect(zoomed).toEqual({ x: 450, y: 150, width: 450, height: 150 });
    expect(zoomViewBox(zoomed, 0.1, 0, 0, plan)).toEqual(plan);
    expect(panViewBox(zoomed, 1000, 1000, plan)).toEqual(zoomed);
    expect(panViewBox(zoomed, -100, 0, plan).x).toBe(350);
  });

  it('pinches: fingers apart zoom in around their midpoint, together zoom out, moving pans', () => {
    const plan = { x: 0, y: 0, width: 900, height: 300 };
    const box = { width: 450, height: 150 }; // 2 m per pixel
    const before = [
      { x: 200, y: 75 },
      { x: 250, y: 75 },
    ] as const;
    // Twice as far apart around the same midpoint (225, 75) = plan point (450, 150): zoom ×2 there.
    const apart = pinchViewBox(
      plan,
      before,
      [
        { x: 175, y: 75 },
        { x: 275, y: 75 },
      ],
      box,
      plan,
    );
    expect(apart).toEqual({ x: 225, y: 75, width: 450, height: 150 });
    // Back together: zoom out again, never beyond the whole plan.
    expect(
      pinchViewBox(
        apart,
        [
          { x: 175, y: 75 },
          { x: 275, y: 75 },
        ],
        [
          { x: 200, y: 75 },
          { x: 250, y: 75 },
        ],
        box,
        plan,
      ),
    ).toEqual(plan);
    // Same distance, midpoint 10 px to the right: a pan of 10 px (10 m at this zoom) to the left.
    const panned = pinchViewBox(
      apart,
      before,
      [
        { x: 210, y: 75 },
        { x: 260, y: 75 },
      ],
      box,
      plan,
    );
    expect(panned).toEqual({ ...apart, x: 215 });
    // Both fingers on one spot: no zoom (no division by zero).
    expect(pinchViewBox(apart, [before[0], before[0]], before, box, plan)).toEqual(apart);
  });
});

describe('points', () => {
  it('maps the directory lists to SPEC map types', () => {
    expect(typeOfBusiness('restaurantes')).toBe('restaurantes');
    expect(typeOfBusiness('tiendas')).toBe('establecimientos');
    expect(typeOfBusiness('salas-vip')).toBe('establecimientos');
    expect(typeOfBusiness('aerolineas')).toBe('aerolineas');
    expect(typeOfBusiness('cajeros-electronicos')).toBe('servicios');
  });

  it('turns a directory place into a point with its zone and graph point', () => {
    const point = placePoint(
      {
        id: 1001,
        name: 'Juan Valdez',
        businessType: 'restaurantes',
        categoryName: 'Café',
        area: 'pasajeros',
        zone: 'muelle-nacional',
        nearGate: '12',
        openNow: true,
        mapPoi: { terminal: 'T1', floor: 2, x: 150, y: 220 },
      },
      '05:00–22:00',
      '/establecimientos/restaurantes/1001',
    );
    expect(point).toMatchObject({ id: '1001', type: 'restaurantes', zone: 'privada', node: 'gates-10-18', floor: 2 });
  });

  it('filters by terminal, floor, type and zone', () => {
    const publicBathrooms = points.filter((point) =>
      matchesFilter(point, { terminal: 'T1', floor: 2, type: 'banos', zone: 'publica' }),
    );
    expect(publicBathrooms.length).toBeGreaterThan(0);
    for (const point of publicBathrooms) expect(point).toMatchObject({ type: 'banos', zone: 'publica', floor: 2 });
    expect(publicBathrooms.map((point) => point.id)).not.toContain('bathroom-domestic-pier');
  });

  it('searches names without accents, every word', () => {
    expect(searchPoints(points, 'gate 12').map((point) => point.id)).toEqual(['gate-12']);
    expect(searchPoints(points, '   ')).toEqual([]);
  });
});

describe('walking route', () => {
  const find = (from: string, to: string) =>
    from === 'gates-10-18' && to === 'taxi-rank'
      ? {
          minutes: 14,
          legs: [
            { from: 'gates-10-18' as const, to: 'gates-1-9' as const, minutes: 5 },
            { from: 'gates-1-9' as const, to: 'baggage-domestic' as const, minutes: 6 },
            { from: 'baggage-domestic' as const, to: 'taxi-rank' as const, minutes: 3 },
          ],
        }
      : null;

  it('goes from a gate to the taxi rank with a floor change and steps', () => {
    const route = planRoute(byId('gate-12'), byId('taxi-door-5'), find, (id) => id);
    if (typeof route === 'string') throw new Error(route);
    expect(route.minutes).toBe(14);
    expect(route.steps.map((step) => step.kind)).toEqual(['start', 'walk', 'floor', 'walk', 'walk', 'arrive']);
    expect(route.steps[2]).toEqual({ kind: 'floor', floor: 1, by: 'lift-or-escalator' });
    expect(segmentsOn(route.path, 2).length).toBeGreaterThan(0);
    expect(segmentsOn(route.path, 1).length).toBeGreaterThan(0);
    expect(segmentsOn(route.path, 3)).toEqual([]);
  });

  // The real walking graph of Terminal 1 with its lift and escalator connectors.
  const graph = levelGraph(walkingEdges());
  const adjacency = { quickest: adjacencyOf(graph), stepFree: adjacencyOf(stepFreeGraph(graph)) };
  const findReal: RouteFinder = (from, to, { stepFree }) => {
    const path = shortestPath(stepFree ? adjacency.stepFree : adjacency.quickest, from, to);
    return path ? { minutes: path.minutes, legs: path.legs as GraphLeg[] } : null;
  };
  const levelChanges = (legs: GraphLeg[]) =>
    legs.filter((leg) => NODE_POSITIONS[leg.from].floor !== NODE_POSITIONS[leg.to].floor);

  it('the accessible route changes floors by lift only', () => {
    const route = planRoute(byId('gate-12'), byId('taxi-door-5'), findReal, (id) => id, { stepFree: true });
    if (typeof route === 'string') throw new Error(route);
    expect(route.stepFree).toBe(true);
    const changes = levelChanges(route.legs);
    expect(changes.length).toBeGreaterThan(0);
    for (const leg of changes) expect(leg.connector, `${leg.from} → ${leg.to}`).toMatchObject({ kind: 'lift' });
    const floorSteps = route.steps.filter((step) => step.kind === 'floor');
    expect(floorSteps.length).toBeGreaterThan(0);
    for (const step of floorSteps) expect(step).toMatchObject({ by: 'lift' });
    // The quickest way between the same points takes the escalator, and is quicker.
    const quickest = planRoute(byId('gate-12'), byId('taxi-door-5'), findReal, (id) => id);
    if (typeof quickest === 'string') throw new Error(quickest);
    expect(levelChanges(quickest.legs).map((leg) => leg.connector?.kind)).toEqual(['escalator']);
    expect(quickest.minutes).toBeLessThan(route.minutes);
  });

  it('a step-free route goes round an escalator-only level change (longer, other way)', () => {
    const from = byId('entrance-door-7');
    // A place of the south public food court (level 3), reached through its graph point.
    const to: MapPoint = { ...byId('food-court-public'), id: 'south', node: 'food-court-public-south', x: 580, y: 110 };
    const quickest = planRoute(from, to, findReal, (id) => id);
    const stepFree = planRoute(from, to, findReal, (id) => id, { stepFree: true });
    if (typeof quickest === 'string' || typeof stepFree === 'string') throw new Error('no route');
    // Quickest: straight up the south escalator.
    expect(quickest.legs.map((leg) => `${leg.from}>${leg.to}`)).toEqual(['entrance-south>food-court-public-south']);
    expect(quickest.legs[0]?.connector?.kind).toBe('escalator');
    expect(quickest.steps.find((step) => step.kind === 'floor')).toEqual({ kind: 'floor', floor: 3, by: 'escalator' });
    // Step-free: along the hall to the central lift, then across the food courts.
    expect(stepFree.legs.map((leg) => `${leg.from}>${leg.to}`)).toEqual([
      'entrance-south>entrance-central',
      'entrance-central>food-court-public-central',
      'food-court-public-central>food-court-public-south',
    ]);
    for (const leg of levelChanges(stepFree.legs)) expect(leg.connector?.kind).toBe('lift');
    expect(stepFree.minutes).toBeGreaterThan(quickest.minutes);
    // The drawn way passes the central lift on both floors.
    expect(stepFree.path).toContainEqual(expect.objectContaining({ floor: 2, x: 500, y: 70 }));
    expect(stepFree.path).toContainEqual(expect.objectContaining({ floor: 3, x: 500, y: 70 }));
  });

  it('refuses points outside Terminal 1 and ways the graph does not allow', () => {
    expect(planRoute(byId('gate-p1'), byId('taxi-door-5'), find, (id) => id)).toBe('terminal');
    expect(planRoute(byId('taxi-door-5'), byId('gate-12'), find, (id) => id)).toBe('none');
  });

  it('joins two points of the same graph point directly', () => {
    const route = planRoute(byId('taxi-door-5'), byId('taxi-door-10'), find, (id) => id);
    if (typeof route === 'string') throw new Error(route);
    expect(route.steps.map((step) => step.kind)).toEqual(['start', 'arrive']);
    expect(route.minutes).toBe(1);
  });
});

describe('map query', () => {
  it('reads the URL state and drops bad values by name', () => {
    const { query, invalid } = parseMapQuery({ terminal: '1', floor: '9', type: 'banos', zone: 'x', poi: 'gate-12' });
    expect(query).toMatchObject({ terminal: 'T1', type: 'banos', zone: 'all', poi: 'gate-12', view: 'map' });
    expect(query.floor).toBeUndefined();
    expect(invalid).toEqual(['floor', 'zone']);
    expect(parseMapQuery({ terminal: 'T2' }).query.terminal).toBe('T2');
    expect(parseMapQuery({ poi: '<script>' }).invalid).toEqual(['poi']);
  });

  it('writes only what differs from the defaults', () => {
    expect(mapHref({ terminal: 'T1', floor: 2, type: 'all', zone: 'publica', view: 'map', poi: '1001' })).toBe(
      '/mapas?terminal=1&floor=2&zone=publica&poi=1001',
    );
    expect(mapHref({})).toBe('/mapas');
    expect(parseMapQuery({ accessible: '1' }).query.accessible).toBe(true);
    expect(mapHref({ from: 'gate-12', to: 'taxi-door-5', accessible: true })).toBe(
      '/mapas?from=gate-12&to=taxi-door-5&accessible=1',
    );
  });
});
