import { insidePolygon, polylabel, ringArea } from './plane';
import type { AreaGeometry, PolygonGeometry, Position } from './schema';

/*
 * Between the plans' metres and IMDF's degrees. A plan frame is a local tangent plane: `origin` is the
 * plan's (0, 0) in longitude/latitude, `x` runs along the building front at `bearing` degrees from north
 * (clockwise), `y` runs at 90° to its left (from the landside curb towards the apron, the way the
 * plans draw it with y downwards). Over a terminal (< 2 km) the flat-earth error is well under a
 * centimetre per metre, so distances measured in the plan are walking distances. Pure and client-safe.
 */

export interface PlanFrame {
  /** `[longitude, latitude]` of the plan's (0, 0). */
  origin: Position;
  /** Direction of the plan's x axis, degrees clockwise from north. */
  bearing: number;
}

const METRES_PER_DEGREE_LAT = 110_574;
const METRES_PER_DEGREE_LON_EQUATOR = 111_320;

function unitVectors(frame: PlanFrame) {
  const b = (frame.bearing * Math.PI) / 180;
  // x axis in (east, north); y axis is x turned 90° to the left.
  const x = [Math.sin(b), Math.cos(b)] as const;
  const y = [-Math.cos(b), Math.sin(b)] as const;
  return { x, y, lonScale: METRES_PER_DEGREE_LON_EQUATOR * Math.cos((frame.origin[1] * Math.PI) / 180) };
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Plan metres → `[longitude, latitude]` (9 decimals: millimetres). */
export function toLngLat(frame: PlanFrame, [px, py]: readonly [number, number]): Position {
  const { x, y, lonScale } = unitVectors(frame);
  const east = px * x[0] + py * y[0];
  const north = px * x[1] + py * y[1];
  return [round(frame.origin[0] + east / lonScale, 9), round(frame.origin[1] + north / METRES_PER_DEGREE_LAT, 9)];
}

/** `[longitude, latitude]` → plan metres (centimetres). */
export function toPlan(frame: PlanFrame, [lon, lat]: readonly [number, number]): [number, number] {
  const { x, y, lonScale } = unitVectors(frame);
  const east = (lon - frame.origin[0]) * lonScale;
  const north = (lat - frame.origin[1]) * METRES_PER_DEGREE_LAT;
  return [round(east * x[0] + north * x[1], 2), round(east * y[0] + north * y[1], 2)];
}

/** toPlan as a function of a position (GeoJSON positions may carry an altitude): how the plans are drawn. */
export function planProjection(frame: PlanFrame): (position: readonly number[]) => [number, number] {
  return (position) => toPlan(frame, [position[0] ?? 0, position[1] ?? 0]);
}

/** Distance in metres between two positions (local plane; fine within a venue). */
export function metresBetween(a: Position, b: Position): number {
  const lonScale = METRES_PER_DEGREE_LON_EQUATOR * Math.cos((((a[1] + b[1]) / 2) * Math.PI) / 180);
  return Math.hypot((a[0] - b[0]) * lonScale, (a[1] - b[1]) * METRES_PER_DEGREE_LAT);
}

/** The outer rings of an area geometry. */
export function outerRings(geometry: AreaGeometry): Position[][] {
  return geometry.type === 'Polygon'
    ? [geometry.coordinates[0] ?? []]
    : geometry.coordinates.map((polygon) => polygon[0] ?? []);
}

/** Whether a point lies inside a polygon or multipolygon (holes excluded; an edge counts as inside). */
export function contains(geometry: AreaGeometry, point: Position): boolean {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.some((rings) => insidePolygon(point, rings));
}

/** Bounding box `[minLon, minLat, maxLon, maxLat]`. */
export function bbox(geometry: AreaGeometry): [number, number, number, number] {
  let box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of outerRings(geometry)) {
    for (const [lon, lat] of ring) {
      box = [Math.min(box[0], lon), Math.min(box[1], lat), Math.max(box[2], lon), Math.max(box[3], lat)];
    }
  }
  return box;
}

/**
 * Where to label an area: the pole of inaccessibility of its largest polygon (inside it, even for an
 * L-shaped unit), found in local metres to a decimetre.
 */
export function labelPoint(geometry: AreaGeometry): Position {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const largest = polygons.reduce<Position[][] | undefined>(
    (best, rings) => (!best || Math.abs(ringArea(rings[0] ?? [])) > Math.abs(ringArea(best[0] ?? [])) ? rings : best),
    undefined,
  );
  const origin = largest?.[0]?.[0];
  if (!largest || !origin) return [0, 0];
  const lonScale = METRES_PER_DEGREE_LON_EQUATOR * Math.cos((origin[1] * Math.PI) / 180);
  const toMetres = ([lon, lat]: Position) => [(lon - origin[0]) * lonScale, (lat - origin[1]) * METRES_PER_DEGREE_LAT];
  const [east, north] = polylabel(
    largest.map((ring) => ring.map(toMetres)),
    0.1,
  );
  return [origin[0] + east / lonScale, origin[1] + north / METRES_PER_DEGREE_LAT];
}

/** A plan rectangle `[x1, y1, x2, y2]` (metres). */
export type Rect = readonly [number, number, number, number];

/** A polygon from plan rings (outer ring first, holes after), closed, counter-clockwise outer ring. */
export function planPolygon(
  frame: PlanFrame,
  rings: readonly (readonly (readonly [number, number])[])[],
): PolygonGeometry {
  return {
    type: 'Polygon',
    coordinates: rings.map((ring, index) => {
      const points = ring.map((p) => toLngLat(frame, p));
      // RFC 7946: exterior rings counter-clockwise, holes clockwise (in longitude/latitude).
      const clockwise = ringArea(points) < 0;
      if ((index === 0 && clockwise) || (index > 0 && !clockwise)) points.reverse();
      const first = points[0] as Position;
      return [...points, [first[0], first[1]] as Position];
    }),
  };
}

export function rectRing([x1, y1, x2, y2]: Rect): [number, number][] {
  return [
    [x1, y1],
    [x2, y1],
    [x2, y2],
    [x1, y2],
  ];
}

/**
 * A stable UUID from a name (FNV-1a over four seeds, formatted as RFC 4122 version 8 "custom"), so the
 * embedded model's ids never change between builds and deep links into the archive keep working.
 */
export function stableUuid(name: string): string {
  const words = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b].map((seed) => {
    let hash = seed >>> 0;
    for (let i = 0; i < name.length; i++) {
      hash ^= name.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
      hash ^= hash >>> 13;
    }
    return hash >>> 0;
  });
  const hex = words.map((word) => word.toString(16).padStart(8, '0')).join('');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
