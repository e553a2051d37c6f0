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
