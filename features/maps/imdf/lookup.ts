import type { ImdfArchive, ImdfLevel, ImdfUnit, Labels, Position } from './schema';

/*
 * The map's point ids in an IMDF archive. This project keeps them as `correlation_id`: a service
 * point's slug on its amenity ("gate-12", "security-domestic", "food-court-public"), an establishment's
 * directory id on its occupant ("1001"), so `/mapas?poi=…` deep links keep working whichever archive is
 * served. An operator's archive that uses other correlation ids simply has fewer points found. Pure.
 */

export interface LocatedPoint {
  /** The map point id (the correlation id). */
  id: string;
  source: 'amenity' | 'occupant';
  featureId: string;
  category: string;
  name: Labels | null;
  /** Where the point is (the amenity's point, or the occupant's anchor). */
  position: Position;
  unit: ImdfUnit;
  level: ImdfLevel;
}

const indexCache = new WeakMap<ImdfArchive, Map<string, LocatedPoint>>();

/** Every point of the archive that has a correlation id, by that id. */
export function pointIndex(archive: ImdfArchive): ReadonlyMap<string, LocatedPoint> {
  const cached = indexCache.get(archive);
  if (cached) return cached;
  const units = new Map(archive.unit.map((unit) => [unit.id, unit]));
  const levels = new Map(archive.level.map((level) => [level.id, level]));
  const anchors = new Map(archive.anchor.map((anchor) => [anchor.id, anchor]));
  const index = new Map<string, LocatedPoint>();
  const add = (point: Omit<LocatedPoint, 'unit' | 'level'>, unitId: string | undefined) => {
    const unit = unitId ? units.get(unitId) : undefined;
    const level = unit ? levels.get(unit.properties.level_id) : undefined;
    if (unit && level && !index.has(point.id)) index.set(point.id, { ...point, unit, level });
  };
  for (const amenity of archive.amenity) {
    const id = amenity.properties.correlation_id;
    if (!id) continue;
    add(
      {
        id,
        source: 'amenity',
        featureId: amenity.id,
        category: amenity.properties.category,
        name: amenity.properties.name,
        position: amenity.geometry.coordinates,
      },
      amenity.properties.unit_ids[0],
    );
  }
  for (const occupant of archive.occupant) {
    const id = occupant.properties.correlation_id;
    const anchor = anchors.get(occupant.properties.anchor_id);
    if (!id || !anchor) continue;
    add(
      {
        id,
        source: 'occupant',
        featureId: occupant.id,
        category: occupant.properties.category,
        name: occupant.properties.name,
        position: anchor.geometry.coordinates,
      },
      anchor.properties.unit_id,
    );
  }
  indexCache.set(archive, index);
  return index;
}

/** The point with this map id, or undefined. */
export function locatePoint(archive: ImdfArchive, id: string): LocatedPoint | undefined {
  return pointIndex(archive).get(id);
}

/** The unit of the archive that holds a gate ("12", "P3"), through its amenity `gate-<gate>`. */
export function gateUnit(archive: ImdfArchive, gate: string): ImdfUnit | undefined {
  return locatePoint(archive, `gate-${gate.trim().toLowerCase()}`)?.unit;
}
