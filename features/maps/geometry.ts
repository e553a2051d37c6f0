import type { Vec } from './plan';

/* Plane geometry for the floor plans (metres). Pure. */

/** Ray casting; points on an edge count as inside. */
export function insidePolygon(x: number, y: number, polygon: readonly Vec[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] as Vec;
    const [xj, yj] = polygon[j] as Vec;
    if (onSegment(x, y, xi, yi, xj, yj)) return true;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function onSegment(x: number, y: number, x1: number, y1: number, x2: number, y2: number): boolean {
  const cross = (x - x1) * (y2 - y1) - (y - y1) * (x2 - x1);
  if (Math.abs(cross) > 1e-9) return false;
  return x >= Math.min(x1, x2) && x <= Math.max(x1, x2) && y >= Math.min(y1, y2) && y <= Math.max(y1, y2);
}

/** SVG `points` attribute of a polygon. */
export function polygonPoints(polygon: readonly Vec[]): string {
  return polygon.map(([x, y]) => `${x},${y}`).join(' ');
}

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Zooms a view box by `factor` (> 1 zooms in) around a point, kept within the plan. */
export function zoomViewBox(view: ViewBox, factor: number, cx: number, cy: number, plan: ViewBox): ViewBox {
  const width = clamp(view.width / factor, plan.width / 8, plan.width);
  const height = (width * plan.height) / plan.width;
  const x = cx - ((cx - view.x) * width) / view.width;
  const y = cy - ((cy - view.y) * height) / view.height;
  return clampViewBox({ x, y, width, height }, plan);
}

/** Moves a view box by (dx, dy) metres, kept within the plan. */
export function panViewBox(view: ViewBox, dx: number, dy: number, plan: ViewBox): ViewBox {
  return clampViewBox({ ...view, x: view.x + dx, y: view.y + dy }, plan);
}

function clampViewBox(view: ViewBox, plan: ViewBox): ViewBox {
  return {
    ...view,
    x: clamp(view.x, plan.x, plan.x + plan.width - view.width),
    y: clamp(view.y, plan.y, plan.y + plan.height - view.height),
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/** A pointer's position in pixels, relative to the plan's box on screen. */
export interface ScreenPoint {
  x: number;
  y: number;
}

/**
 * Two-finger pinch: the view after the two pointers moved from `before` to `after` (pixels in a box of
 * `box` size). It zooms by the change of their distance around their midpoint, and pans with the
 * midpoint, so the plan stays under the fingers; kept within the plan like every other move.
 */
export function pinchViewBox(
  view: ViewBox,
  before: readonly [ScreenPoint, ScreenPoint],
  after: readonly [ScreenPoint, ScreenPoint],
  box: { width: number; height: number },
  plan: ViewBox,
): ViewBox {
  const distance = ([a, b]: readonly [ScreenPoint, ScreenPoint]) => Math.hypot(a.x - b.x, a.y - b.y);
  const middle = ([a, b]: readonly [ScreenPoint, ScreenPoint]) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const start = distance(before);
  if (start < 1 || box.width <= 0 || box.height <= 0) return view;
  const from = middle(before);
  const to = middle(after);
  const cx = view.x + (from.x / box.width) * view.width;
  const cy = view.y + (from.y / box.height) * view.height;
  const zoomed = zoomViewBox(view, distance(after) / start, cx, cy, plan);
  return panViewBox(
    zoomed,
    -((to.x - from.x) / box.width) * zoomed.width,
    -((to.y - from.y) / box.height) * zoomed.height,
    plan,
  );
}
