// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { embeddedImdfArchive, embeddedUnitKeys } from './embedded';
import { openingUnits, unitNodeId, walkBetweenUnits, walkFrom, walkingGraph } from './graph';
import { locatePoint } from './lookup';
import type { ImdfArchive } from './schema';

const archive = embeddedImdfArchive();
const keys = embeddedUnitKeys();
const unitOf = (key: string) => {
  const id = [...keys].find(([, k]) => k === key)?.[0];
  if (!id) throw new Error(key);
  return id;
};
const pointUnit = (id: string) => locatePoint(archive, id)?.unit.id as string;
const names = (unitIds: readonly string[]) => unitIds.map((id) => keys.get(id));

/** The main entrance of each building: where a passenger starts. */
const ENTRANCES = { T1: unitOf('t1-2-hall'), T2: unitOf('t2-hall') };
const entranceOf = (unitKey: string | undefined) =>
  unitKey?.startsWith('t2') || unitKey?.startsWith('gate-p') ? ENTRANCES.T2 : ENTRANCES.T1;

describe('walkingGraph (derived from the units and openings)', () => {
  const graph = walkingGraph(archive);
  const stepFree = walkingGraph(archive, { stepFree: true });

  it('joins every opening to the units it lies between (one for a door to the street)', () => {
    for (const [openingId, units] of openingUnits(archive)) {
      expect(units.length, openingId).toBeGreaterThanOrEqual(1);
      expect(units.length, openingId).toBeLessThanOrEqual(2);
    }
  });

  it('reaches every unit from its terminal’s entrance, and gets back out from every unit', () => {
    for (const unit of archive.unit) {
      const start = entranceOf(keys.get(unit.id));
      expect(walkFrom(graph, unitNodeId(start)).minutes.has(unitNodeId(unit.id)), `to ${keys.get(unit.id)}`).toBe(true);
      expect(walkFrom(graph, unitNodeId(unit.id)).minutes.has(unitNodeId(start)), `from ${keys.get(unit.id)}`).toBe(
        true,
      );
    }
  });

  it('reaches every unit but escalators step-free (lifts only), and its level changes are lifts', () => {
    const reached = walkFrom(stepFree, unitNodeId(ENTRANCES.T1)).minutes;
    const reachedT2 = walkFrom(stepFree, unitNodeId(ENTRANCES.T2)).minutes;
    for (const unit of archive.unit) {
      if (unit.properties.category === 'escalator') {
        expect(stepFree.nodes.has(unitNodeId(unit.id))).toBe(false);
        continue;
      }
      expect(reached.has(unitNodeId(unit.id)) || reachedT2.has(unitNodeId(unit.id)), keys.get(unit.id)).toBe(true);
    }
    expect(stepFree.edges.filter((edge) => edge.kind !== 'walk').every((edge) => edge.kind === 'elevator')).toBe(true);
    expect(graph.edges.some((edge) => edge.kind === 'escalator')).toBe(true);
  });

  it('takes the escalator on the quickest way and the lift on the step-free one (gate 12 → taxis)', () => {
    const quick = walkBetweenUnits(graph, pointUnit('gate-12'), pointUnit('taxi-door-5'));
    const accessible = walkBetweenUnits(stepFree, pointUnit('gate-12'), pointUnit('taxi-door-5'));
    expect(quick?.edges.filter((edge) => edge.kind !== 'walk').map((edge) => edge.kind)).toEqual(['escalator']);
    expect(accessible?.edges.filter((edge) => edge.kind !== 'walk').map((edge) => edge.kind)).toEqual(['elevator']);
    expect(accessible!.minutes).toBeGreaterThanOrEqual(quick!.minutes);
    // It leaves through the domestic baggage claim, the way arriving passengers go.
    expect(names(quick!.unitIds)).toContain('baggage-domestic');
    // The drawn line changes floor once: level 2 → level 1.
    const levels = quick!.nodes.map((node) => node.levelId).filter((id, i, all) => id !== all[i - 1]);
    expect(levels).toHaveLength(2);
  });

  it('goes to the gates only through the filters (SPEC §9 flow)', () => {
    const toGate12 = walkBetweenUnits(graph, ENTRANCES.T1, pointUnit('gate-12'));
    expect(names(toGate12!.unitIds)).toEqual([
      't1-2-hall',
      'security-domestic',
      't1-2-domestic-concourse',
      't1-2-domestic-pier',
      'gate-12',
    ]);
    const toGate55 = walkBetweenUnits(graph, ENTRANCES.T1, pointUnit('gate-55'));
    expect(names(toGate55!.unitIds).slice(0, 3)).toEqual([
      't1-2-hall',
      'migration-departures',
      'security-international',
    ]);
    const toP3 = walkBetweenUnits(graph, ENTRANCES.T2, pointUnit('gate-p3'));
    expect(names(toP3!.unitIds)).toContain('t2-security');
    // Nobody walks back through a filter: from the pier to the check-in hall goes round by arrivals.
    const back = walkBetweenUnits(graph, pointUnit('gate-12'), ENTRANCES.T1);
    expect(names(back!.unitIds)).not.toContain('security-domestic');
    expect(names(back!.unitIds)).toContain('t1-1-hall');
  });

  it('knows a filter by its security amenity or its security section: without either, no way in', () => {
    const isSecurity = (category: string) => category === 'security';
    const sectionsOnly: ImdfArchive = {
      ...archive,
      amenity: archive.amenity.filter((amenity) => !isSecurity(amenity.properties.category)),
    };
    expect(walkBetweenUnits(walkingGraph(sectionsOnly), ENTRANCES.T1, pointUnit('gate-12'))).not.toBeNull();
    const neither: ImdfArchive = {
      ...sectionsOnly,
      section: (archive.section ?? []).filter((section) => !isSecurity(section.properties.category)),
    };
    expect(walkBetweenUnits(walkingGraph(neither), ENTRANCES.T1, pointUnit('gate-12'))).toBeNull();
  });

  it('times walks from distances (metres at a walking pace)', () => {
    const walk = walkBetweenUnits(graph, ENTRANCES.T1, pointUnit('gate-12'));
    expect(walk!.metres).toBeGreaterThan(250);
    expect(walk!.metres).toBeLessThan(600);
    expect(walk!.minutes).toBeCloseTo(walk!.metres / 70, 5);
  });

  it('derives the same graph for any archive: an opening removed cuts the way through it', () => {
    const broken: ImdfArchive = structuredClone(archive);
    const door = [...openingUnits(archive)].find(([, units]) => units.some((unit) => keys.get(unit.id) === 'gate-12'));
    broken.opening = broken.opening.filter((opening) => opening.id !== door?.[0]);
    const cut = walkingGraph(broken);
    expect(walkBetweenUnits(cut, ENTRANCES.T1, pointUnit('gate-12'))).toBeNull();
  });
});
