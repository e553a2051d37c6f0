import type { Terminal } from '../../plan';
import type { MapRoute, RoutePlace, RouteStep } from '../../route';
import { labelText, outerRings, unitStyle, type UnitStyle } from './floor';
import { insideRing } from '../plane';
import type { Labels, Project, RenderArchive } from './types';

/*
 * Finding things in an archive for the plans: the level of a terminal's floor, the map point each unit
 * holds (the project's archives keep the point's slug or directory id as `correlation_id`), and the
 * named areas a route passes through (halls, piers, gates), so its steps can name them.
 */

/** The building of a terminal: its name says "1"/"2" ("Terminal 1", "T2"); else the archive's order. */
export function buildingOf(archive: RenderArchive, terminal: Terminal): string | undefined {
  const digit = terminal.slice(1);
  const buildings = archive.building ?? [];
  const named = buildings.find((building) =>
    Object.values(building.properties.name ?? {}).some((name) => new RegExp(`(^|[^0-9])${digit}([^0-9]|$)`).test(name)),
  );
  return (named ?? buildings[Number(digit) - 1])?.id;
}

/** A terminal's floor: the level of its building with ordinal floor − 1 (0 is the ground level). */
export function levelOf(archive: RenderArchive, terminal: Terminal, floor: number): string | undefined {
  const building = buildingOf(archive, terminal);
  return archive.level.find(
    (level) =>
      level.properties.ordinal === floor - 1 &&
      (!building || !level.properties.building_ids || level.properties.building_ids.includes(building)),
  )?.id;
}

/**
 * Unit id → the map point it holds: the one amenity (its slug: gates, filters, services) or occupant (its
 * directory id) correlated with the unit. A unit that holds several (a hall with shops, carts and
 * bathrooms) stands for none of them: its link searches its name instead.
 */
export function unitPoints(archive: RenderArchive): Map<string, string> {
  const held = new Map<string, Set<string>>();
  const hold = (unit: string, point: string) => held.set(unit, (held.get(unit) ?? new Set()).add(point));
  for (const amenity of archive.amenity ?? []) {
    const id = amenity.properties.correlation_id;
    if (id) for (const unit of amenity.properties.unit_ids) hold(unit, id);
  }
  const anchors = new Map((archive.anchor ?? []).map((anchor) => [anchor.id, anchor.properties.unit_id]));
  const walkways = new Set(
    archive.unit.filter((unit) => unitStyle(unit.properties.category) === 'walkway').map((u) => u.id),
  );
  for (const occupant of archive.occupant ?? []) {
    const unit = anchors.get(occupant.properties.anchor_id);
    const id = occupant.properties.correlation_id;
    // A shop anchored in a hall or pier is in it, but the hall is not the shop.
    if (unit && id) hold(unit, walkways.has(unit) ? `${id} ` : id);
  }
  const points = new Map<string, string>();
  for (const [unit, ids] of held) {
    const only = [...ids][0];
    if (ids.size === 1 && only && !only.endsWith(' ')) points.set(unit, only);
  }
  return points;
}

/** Where a map point is in the archive: its unit, and its own position (the amenity's or the occupant's anchor). */
export function pointPlace(
  archive: RenderArchive,
  pointId: string,
): { unit: string; at?: readonly number[]; name?: Labels } | undefined {
  const amenity = (archive.amenity ?? []).find((a) => a.properties.correlation_id === pointId);
  const unit = amenity?.properties.unit_ids[0];
  if (amenity && unit)
    return {
      unit,
      ...(amenity.geometry?.type === 'Point' ? { at: amenity.geometry.coordinates } : {}),
      ...(amenity.properties.name ? { name: amenity.properties.name } : {}),
    };
  const occupant = (archive.occupant ?? []).find((o) => o.properties.correlation_id === pointId);
  const anchor = occupant && (archive.anchor ?? []).find((a) => a.id === occupant.properties.anchor_id);
  if (!occupant || !anchor) return undefined;
  return {
    unit: anchor.properties.unit_id,
    ...(anchor.geometry?.type === 'Point' ? { at: anchor.geometry.coordinates } : {}),
    name: occupant.properties.name,
  };
}

export interface NamedArea {
  name: string;
  floor: number;
  style: UnitStyle;
  rings: [number, number][][];
}

/** The styles a route's steps name when it passes through them. */
const PASSED: readonly UnitStyle[] = ['walkway', 'gate', 'service', 'food', 'lounge'];

/** The named halls, piers, gates, filters and food courts of a terminal's floors, in plan metres. */
export function namedAreas(
  archive: RenderArchive,
  levels: readonly { id: string; floor: number }[],
  project: Project,
  locale: string,
): NamedArea[] {
  const floorOf = new Map(levels.map((level) => [level.id, level.floor]));
  const areas: NamedArea[] = [];
  for (const unit of archive.unit) {
    const floor = floorOf.get(unit.properties.level_id);
    const name = labelText(unit.properties.name, locale);
    const style = unitStyle(unit.properties.category);
    if (floor === undefined || !name || !PASSED.includes(style)) continue;
    areas.push({ name, floor, style, rings: outerRings(unit.geometry, project) });
  }
  return areas;
}

/** Names of the areas along the path from place `from` to place `to` (indices), in order, each once. */
export function areasAlong(
  path: readonly RoutePlace[],
  from: number,
  to: number,
  areas: readonly NamedArea[],
  every = 4,
): string[] {
  const names: string[] = [];
  const note = (floor: number, x: number, y: number) => {
    const area = areas.find((a) => a.floor === floor && a.rings.some((ring) => insideRing([x, y], ring)));
    if (area && !names.includes(area.name)) names.push(area.name);
  };
  for (let i = Math.max(from, 0); i < to; i++) {
    const a = path[i];
    const b = path[i + 1];
    if (a) note(a.floor, a.x, a.y);
    // A level change without drawn connectors: the places on either side are passed, nothing between.
    if (!a || !b || a.floor !== b.floor) continue;
    const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / every));
    for (let s = 0; s <= steps; s++) note(a.floor, a.x + ((b.x - a.x) * s) / steps, a.y + ((b.y - a.y) * s) / steps);
  }
  return names;
}

/** The route with each walk and arrival step naming the halls, piers and gates it passes (not its own goal). */
export function withPasses(route: MapRoute, areas: readonly NamedArea[]): MapRoute {
  let previous = 0;
  const said = new Set<string>();
  const steps = route.steps.map((step): RouteStep => {
    if ((step.kind !== 'walk' && step.kind !== 'arrive') || step.at === undefined) return step;
    const passes = areasAlong(route.path, previous, step.at, areas).filter(
      (name) => !said.has(name) && !step.name.includes(name),
    );
    previous = step.at;
    for (const name of passes) said.add(name);
    return passes.length > 0 ? { ...step, passes } : step;
  });
  return { ...route, steps };
}
