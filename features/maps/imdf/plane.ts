/*
 * Plane geometry on [x, y] pairs (plan metres, or longitude/latitude over a venue): whether a point
 * lies inside a ring or polygon, and where to put a label. Rings may be closed (first point repeated)
 * or not; a polygon is its outer ring followed by its holes. Pure and client-safe.
 */

export type XY = readonly number[];
export type Ring = readonly XY[];

const x = (point: XY) => point[0] ?? 0;
const y = (point: XY) => point[1] ?? 0;

function onSegment(point: XY, a: XY, b: XY): boolean {
  const cross = (x(point) - x(a)) * (y(b) - y(a)) - (y(point) - y(a)) * (x(b) - x(a));
  if (Math.abs(cross) > 1e-9) return false;
  return (
    x(point) >= Math.min(x(a), x(b)) &&
    x(point) <= Math.max(x(a), x(b)) &&
    y(point) >= Math.min(y(a), y(b)) &&
    y(point) <= Math.max(y(a), y(b))
  );
}

/** Ray casting; a point on an edge counts as inside. */
export function insideRing(point: XY, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i] as XY;
    const b = ring[j] as XY;
    if (onSegment(point, a, b)) return true;
    if (y(a) > y(point) !== y(b) > y(point) && x(point) < ((x(b) - x(a)) * (y(point) - y(a))) / (y(b) - y(a)) + x(a))
      inside = !inside;
  }
  return inside;
}

/** Inside the outer ring and not inside a hole (a hole's edge still counts as inside the polygon). */
export function insidePolygon(point: XY, [outer, ...holes]: readonly Ring[]): boolean {
  if (!outer || !insideRing(point, outer)) return false;
  return !holes.some((hole) => insideRing(point, hole) && !onRing(point, hole));
}

function onRing(point: XY, ring: Ring): boolean {
  return ring.some((a, i) => onSegment(point, a, ring[(i + 1) % ring.length] as XY));
}

/** Signed area (positive counter-clockwise, with y up). */
export function ringArea(ring: Ring): number {
  let area = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    area += x(ring[j] as XY) * y(ring[i] as XY) - x(ring[i] as XY) * y(ring[j] as XY);
  }
  return area / 2;
}

function segmentDistance(point: XY, a: XY, b: XY): number {
  const dx = x(b) - x(a);
  const dy = y(b) - y(a);
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((x(point) - x(a)) * dx + (y(point) - y(a)) * dy) / length));
  return Math.hypot(x(point) - (x(a) + t * dx), y(point) - (y(a) + t * dy));
}

/** Distance to the polygon's nearest edge: positive inside, negative outside. */
function edgeDistance(point: XY, rings: readonly Ring[]): number {
  let nearest = Infinity;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      nearest = Math.min(nearest, segmentDistance(point, ring[i] as XY, ring[j] as XY));
    }
  }
  return insidePolygon(point, rings) ? nearest : -nearest;
}

interface Cell {
  x: number;
  y: number;
  half: number;
  /** Distance from the cell's centre to the outline. */
  distance: number;
  /** The most any point in the cell could be from the outline. */
  reach: number;
}

function cell(cx: number, cy: number, half: number, rings: readonly Ring[]): Cell {
  const distance = edgeDistance([cx, cy], rings);
  return { x: cx, y: cy, half, distance, reach: distance + half * Math.SQRT2 };
}

/** Inserts a cell into a list kept in ascending order of reach (the most promising is last). */
function enqueue(queue: Cell[], item: Cell): void {
  let low = 0;
  let high = queue.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((queue[middle] as Cell).reach < item.reach) low = middle + 1;
    else high = middle;
  }
  queue.splice(low, 0, item);
}

/** The area-weighted centre of the outer ring: a good first guess for convex shapes. */
function areaCentre(ring: Ring): [number, number] | undefined {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const cross = x(ring[j] as XY) * y(ring[i] as XY) - x(ring[i] as XY) * y(ring[j] as XY);
    area += cross;
    cx += (x(ring[j] as XY) + x(ring[i] as XY)) * cross;
    cy += (y(ring[j] as XY) + y(ring[i] as XY)) * cross;
  }
  return Math.abs(area) < 1e-12 ? undefined : [cx / (3 * area), cy / (3 * area)];
}

/**
 * The pole of inaccessibility: the point inside the polygon farthest from its outline, within
 * `precision` (the polygon's units). A label there stays inside an L- or U-shaped unit, where the
 * centroid may fall outside it. Search: cover the bounding box with square cells, and split first the
 * cell that could hold a point farther from the outline than the best found so far.
 */
export function polylabel(rings: readonly Ring[], precision = 1): [number, number] {
  const outer = rings[0] ?? [];
  if (outer.length === 0) return [0, 0];
  const xs = outer.map(x);
  const ys = outer.map(y);
  const [minX, minY, maxX, maxY] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  const size = Math.min(maxX - minX, maxY - minY);
  if (size === 0) return [(minX + maxX) / 2, (minY + maxY) / 2];
  const queue: Cell[] = [];
  for (let cx = minX; cx < maxX; cx += size) {
    for (let cy = minY; cy < maxY; cy += size) enqueue(queue, cell(cx + size / 2, cy + size / 2, size / 2, rings));
  }
  const centre = areaCentre(outer);
  let best = cell((minX + maxX) / 2, (minY + maxY) / 2, 0, rings);
  if (centre) {
    const guess = cell(centre[0], centre[1], 0, rings);
    if (guess.distance > best.distance) best = guess;
  }
  for (let item = queue.pop(); item; item = queue.pop()) {
    if (item.distance > best.distance) best = item;
    if (item.reach - best.distance <= precision) continue;
    const half = item.half / 2;
    for (const [dx, dy] of [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ] as const) {
      enqueue(queue, cell(item.x + dx * half, item.y + dy * half, half, rings));
    }
  }
  return [best.x, best.y];
}
