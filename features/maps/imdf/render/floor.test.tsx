// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { walkingEdges } from '@/features/realtime/server';
import { adjacencyOf, shortestPath } from '@/lib/shortest-path';
import { FIXTURE_FRAMES, fixtureArchive } from '@/tests/fixtures/imdf-bog';
import { FloorPlanDrawing, StaticFloorPlan } from '../../components/floor-plan';
import { FLOOR_PLANS } from '../../plan';
import { servicePoints, type MapPoint } from '../../points';
import { levelGraph, planRoute, routeOnFloor, stepFreeGraph, type GraphLeg, type RouteFinder } from '../../route';
import { buildFloor, shortName, unitStyle } from './floor';
import { LABEL_SCALES, levelLabelBox, overlaps, type LevelLabel } from './labels';

/** The labels shown at a zoom level, with their boxes (metres) at its scale. */
const shownAt = (labels: readonly LevelLabel[], level: number) =>
  labels
    .filter((label) => label.from <= level && (label.to === undefined || label.to > level))
    .map((label) => ({ ...label, box: levelLabelBox(label, LABEL_SCALES[level]!) }));
import { planProjection } from '../geo';

const archive = fixtureArchive();
const drawingOf = (terminal: 'T1' | 'T2', floor: number) => {
  const plan = FLOOR_PLANS.find((p) => p.terminal === terminal && p.floor === floor)!;
  return buildFloor(archive, `level-${terminal.toLowerCase()}-${floor}`, planProjection(FIXTURE_FRAMES[terminal]), {
    locale: 'es',
    width: plan.width,
    height: plan.height,
  });
};

const texts = {
  here: 'Usted está aquí',
  change: (mark: { floor: number; way: string }) => `${mark.way} ${mark.floor}`,
};
const markup = (drawing: ReturnType<typeof drawingOf>, extra: Partial<Parameters<typeof FloorPlanDrawing>[0]> = {}) =>
  renderToStaticMarkup(
    <svg>
      <FloorPlanDrawing
        drawing={drawing}
        floor={2}
        unitLink={(id) => ({ href: `/mapas?unit=${id}` })}
        floorHref={(floor) => `/mapas?floor=${floor}`}
        texts={texts}
        {...extra}
      />
    </svg>,
  );

describe('IMDF floor drawing', () => {
  it('projects the archive back onto the plan metres it was drawn in', () => {
    const drawing = drawingOf('T1', 2);
    const gate = drawing.units.find((unit) => unit.id === 'unit-gate-12');
    expect(gate?.style).toBe('gate');
    expect(gate?.name).toBe('Sala 12');
    const plan = servicePoints((kind) => kind).find((point) => point.id === 'gate-12')!;
    expect(gate?.x).toBeCloseTo(plan.x, 0);
    expect(gate?.y).toBeCloseTo(plan.y, 0);
  });

  it('maps IMDF unit categories to the plan styles', () => {
    expect(unitStyle('walkway')).toBe('walkway');
    expect(unitStyle('restroom.unisex.wheelchair')).toBe('restroom');
    expect(unitStyle('elevator')).toBe('vertical');
    expect(unitStyle('waitingroom')).toBe('gate');
    expect(unitStyle('foodservice')).toBe('food');
    expect(unitStyle('something-new')).toBe('room');
    expect(shortName('Sala 12')).toBe('12');
    expect(shortName('Gate P3')).toBe('P3');
    expect(shortName('Migración')).toBeUndefined();
  });

  it.each(FLOOR_PLANS.map((plan) => [plan.terminal, plan.floor] as const))(
    '%s floor %i: labels never overlap, at either zoom, and stay on the plan',
    (terminal, floor) => {
      const drawing = drawingOf(terminal, floor);
      const plan = FLOOR_PLANS.find((p) => p.terminal === terminal && p.floor === floor)!;
      for (let level = 0; level < LABEL_SCALES.length; level++) {
        const labels = shownAt(drawing.labels, level);
        for (let i = 0; i < labels.length; i++) {
          const a = labels[i]!;
          expect(a.box.x1).toBeGreaterThanOrEqual(0);
          expect(a.box.x2).toBeLessThanOrEqual(plan.width);
          for (let j = i + 1; j < labels.length; j++) expect(overlaps(a.box, labels[j]!.box)).toBe(false);
        }
      }
    },
  );

  it('labels halls and filters first, and more gates as the zoom grows', () => {
    const drawing = drawingOf('T1', 2);
    const texts = shownAt(drawing.labels, 3).map((label) => label.text);
    expect(texts).toContain('Hall central');
    expect(texts).toContain('Filtro de seguridad');
    const gates = (level: number) =>
      shownAt(drawing.labels, level).filter((label) => label.id.startsWith('unit-gate-')).length;
    expect(gates(4)).toBeGreaterThan(gates(1));
    // One element per label and level at most.
    for (let level = 0; level < LABEL_SCALES.length; level++) {
      const ids = shownAt(drawing.labels, level).map((label) => label.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('draws every labelled unit as a link named by the unit', () => {
    const drawing = drawingOf('T1', 2);
    const html = markup(drawing);
    for (const id of drawing.labelled) {
      const unit = drawing.units.find((u) => u.id === id)!;
      expect(html).toContain(`aria-label="${unit.name}"`);
    }
    expect(html).toContain('href="/mapas?unit=unit-gate-12"');
    expect(html).toContain('id="map-icon-restroom"');
  });

  it.each(FLOOR_PLANS.map((plan) => [plan.terminal, plan.floor] as const))(
    '%s floor %i: the SVG is within 150 kB gzip',
    (terminal, floor) => {
      const bytes = gzipSync(markup(drawingOf(terminal, floor))).length;
      expect(bytes).toBeLessThan(150 * 1024);
    },
  );
});

describe('route drawn across floors', () => {
  const points = servicePoints((kind, detail) => (detail ? `${kind} ${detail}` : kind));
  const byId = (id: string) => points.find((point) => point.id === id) as MapPoint;
  const graph = levelGraph(walkingEdges());
  const adjacency = { quickest: adjacencyOf(graph), stepFree: adjacencyOf(stepFreeGraph(graph)) };
  const find: RouteFinder = (from, to, { stepFree }) => {
    const path = shortestPath(stepFree ? adjacency.stepFree : adjacency.quickest, from, to);
    return path ? { minutes: path.minutes, legs: path.legs as GraphLeg[] } : null;
  };

  it('splits a route from the taxi rank (level 1) to gate 12 (level 2) into runs with a lift mark', () => {
    const route = planRoute(byId('taxi-door-5'), byId('gate-12'), find, (id) => id, { stepFree: true });
    if (typeof route === 'string') throw new Error(route);
    const one = routeOnFloor(route.path, 1);
    const two = routeOnFloor(route.path, 2);
    expect(one.changes).toEqual([expect.objectContaining({ way: 'leave', floor: 2, by: 'lift' })]);
    expect(two.changes).toEqual([expect.objectContaining({ way: 'arrive', floor: 1, by: 'lift' })]);
    expect(two.runs.flat().length).toBeGreaterThan(2);
    expect(routeOnFloor(route.path, 3)).toEqual({ runs: [], changes: [] });

    const html = markup(drawingOf('T1', 2), { route, floor: 2 });
    expect(html).toContain('data-route-path=""');
    expect(html).toContain('data-floor-change="1"');
    expect(html).toContain('href="/mapas?floor=1"');
    expect(html).not.toContain('data-you-are-here');
    const first = markup(drawingOf('T1', 1), { route, floor: 1 });
    expect(first).toContain('data-you-are-here');
    expect(first).toContain('Usted está aquí');
  });

  it('sends every floor, with a route, as the same SVG React writes, in one string (StaticFloorPlan)', () => {
    const route = planRoute(byId('taxi-door-5'), byId('gate-12'), find, (id) => id, { stepFree: true });
    if (typeof route === 'string') throw new Error(route);
    for (const { terminal, floor } of FLOOR_PLANS) {
      const props = {
        drawing: drawingOf(terminal, floor),
        floor,
        unitLink: (id: string) => ({ href: `/mapas?q=${id}&floor=${floor}`, poi: id }),
        floorHref: (to: number) => `/mapas?floor=${to}`,
        texts,
        ...(terminal === 'T1' ? { route } : {}),
      };
      const element = StaticFloorPlan(props);
      expect(element.props.dangerouslySetInnerHTML.__html).toBe(renderToStaticMarkup(<FloorPlanDrawing {...props} />));
    }
  });
});

describe('route steps name what they pass', () => {
  it('names the halls and piers the drawn way crosses, each once, not the step goal', async () => {
    const { namedAreas, withPasses, levelOf } = await import('./venue');
    const points = servicePoints((kind, detail) => (detail ? `${kind} ${detail}` : kind));
    const byId = (id: string) => points.find((point) => point.id === id) as MapPoint;
    const graph = levelGraph(walkingEdges());
    const adjacency = adjacencyOf(graph);
    const find: RouteFinder = (from, to) => {
      const path = shortestPath(adjacency, from, to);
      return path ? { minutes: path.minutes, legs: path.legs as GraphLeg[] } : null;
    };
    const route = planRoute(byId('security-domestic'), byId('gate-12'), find, (id) => id);
    if (typeof route === 'string') throw new Error(route);
    const levels = [1, 2, 3].map((floor) => ({ id: levelOf(archive, 'T1', floor)!, floor }));
    expect(levels.map((level) => level.id)).toEqual(['level-t1-1', 'level-t1-2', 'level-t1-3']);
    const named = withPasses(route, namedAreas(archive, levels, planProjection(FIXTURE_FRAMES.T1), 'es'));
    const passes = named.steps.flatMap((step) => ('passes' in step ? (step.passes ?? []) : []));
    expect(passes).toContain('Muelle nacional');
    expect(new Set(passes).size).toBe(passes.length);
  });
});

describe('the embedded El Dorado model, drawn', () => {
  it.each(FLOOR_PLANS.map((plan) => [plan.terminal, plan.floor] as const))(
    '%s floor %i: labels do not overlap, every labelled unit is a named link, the SVG is within 150 kB gzip',
    async (terminal, floor) => {
      const { embeddedImdfArchive, FRAMES } = await import('../embedded');
      const { levelOf } = await import('./venue');
      const model = embeddedImdfArchive();
      const plan = FLOOR_PLANS.find((p) => p.terminal === terminal && p.floor === floor)!;
      const levelId = levelOf(model, terminal, floor);
      expect(levelId).toBeDefined();
      const drawing = buildFloor(model, levelId!, planProjection(FRAMES[terminal]), {
        locale: 'es',
        width: plan.width,
        height: plan.height,
      });
      expect(drawing.units.length).toBeGreaterThan(3);
      for (let level = 0; level < LABEL_SCALES.length; level++) {
        const labels = shownAt(drawing.labels, level);
        for (let i = 0; i < labels.length; i++)
          for (let j = i + 1; j < labels.length; j++) expect(overlaps(labels[i]!.box, labels[j]!.box)).toBe(false);
      }
      const html = markup(drawing);
      for (const id of drawing.labelled) {
        const name = drawing.units.find((unit) => unit.id === id)!.name!;
        expect(html).toContain(`aria-label="${name.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`);
      }
      const bytes = gzipSync(html).length;
      expect(bytes).toBeLessThan(150 * 1024);
      console.info(
        `${terminal} floor ${floor}: ${drawing.units.length} units, ${drawing.labels.length} labels, ${html.length} B raw, ${bytes} B gzip`,
      );
    },
  );
});
