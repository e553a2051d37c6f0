import type { Position } from './types';

/*
 * Longitude/latitude to the plan's metres: a local equirectangular projection around an origin (exact
 * to centimetres over a terminal's kilometre), x towards the east and y towards the south (an SVG's y
 * grows downwards), optionally turned by a bearing so the building front runs along x.
 */

const METRES_PER_DEGREE_LAT = 110_574;
const METRES_PER_DEGREE_LON_EQUATOR = 111_320;

export interface PlanFrame {
  /** The [longitude, latitude] drawn at x = 0, y = 0. */
  origin: readonly [number, number];
  /** Degrees the plan is turned clockwise from north-up (0: x east, y south). */
  rotation?: number;
}

export type Project = (position: Position) => [number, number];

export function projection({ origin, rotation = 0 }: PlanFrame): Project {
  const [lon0, lat0] = origin;
  const kx = METRES_PER_DEGREE_LON_EQUATOR * Math.cos((lat0 * Math.PI) / 180);
  const angle = (rotation * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return (position) => {
    const east = ((position[0] ?? lon0) - lon0) * kx;
    const south = (lat0 - (position[1] ?? lat0)) * METRES_PER_DEGREE_LAT;
    return [east * cos + south * sin, -east * sin + south * cos];
  };
}

/** The inverse: plan metres back to [longitude, latitude] (fixtures and anchors drawn in metres). */
export function unproject({ origin, rotation = 0 }: PlanFrame): (x: number, y: number) => [number, number] {
  const [lon0, lat0] = origin;
  const kx = METRES_PER_DEGREE_LON_EQUATOR * Math.cos((lat0 * Math.PI) / 180);
  const angle = (rotation * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return (x, y) => {
    const east = x * cos - y * sin;
    const south = x * sin + y * cos;
    return [lon0 + east / kx, lat0 - south / METRES_PER_DEGREE_LAT];
  };
}
