import type { Vec } from './plan';

/* Plane geometry for the floor plans (metres). Pure. */

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

/** How far a view may zoom: its width in metres (default: from an eighth of the plan to the whole plan). */
export interface ZoomLimits {
  minWidth: number;
  maxWidth: number;
}

const limitsOf = (plan: ViewBox, limits?: ZoomLimits): ZoomLimits =>
  limits ?? { minWidth: plan.width / 8, maxWidth: plan.width };

/** Zooms a view box by `factor` (> 1 zooms in) around a point, keeping its aspect, kept within the plan. */
export function zoomViewBox(
  view: ViewBox,
  factor: number,
  cx: number,
  cy: number,
  plan: ViewBox,
  limits?: ZoomLimits,
): ViewBox {
  const { minWidth, maxWidth } = limitsOf(plan, limits);
  const width = clamp(view.width / factor, minWidth, Math.max(minWidth, maxWidth));
  const height = (width * view.height) / view.width;
  const x = cx - ((cx - view.x) * width) / view.width;
  const y = cy - ((cy - view.y) * height) / view.height;
  return clampViewBox({ x, y, width, height }, plan);
}

/** Moves a view box by (dx, dy) metres, kept within the plan. */
export function panViewBox(view: ViewBox, dx: number, dy: number, plan: ViewBox): ViewBox {
  return clampViewBox({ ...view, x: view.x + dx, y: view.y + dy }, plan);
}

/** Within the plan: a view narrower than the plan stays inside it, a wider one is centred on it. */
function clampViewBox(view: ViewBox, plan: ViewBox): ViewBox {
  const axis = (start: number, size: number, planStart: number, planSize: number) =>
    size >= planSize ? planStart + (planSize - size) / 2 : clamp(start, planStart, planStart + planSize - size);
  return {
    ...view,
    x: axis(view.x, view.width, plan.x, plan.width),
    y: axis(view.y, view.height, plan.y, plan.height),
  };
}

/** The whole plan in a box of this aspect (width / height), centred: the rest is margin. */
export function fitViewBox(plan: ViewBox, aspect: number): ViewBox {
  const width = Math.max(plan.width, plan.height * aspect);
  return clampViewBox({ x: plan.x, y: plan.y, width, height: width / aspect }, plan);
}

/**
 * The view a box of this aspect opens on: the whole plan when it shows at least `minScale` pixels per
 * metre in a box `boxWidth` pixels wide (a desktop), else the plan's full height around `center` (a
 * phone in portrait: the plan fills the box and pans sideways), or the frame given (a route), padded.
 */
export function openingViewBox(
  plan: ViewBox,
  aspect: number,
  boxWidth: number,
  { center, frame, minScale = 0.8 }: { center?: { x: number; y: number }; frame?: ViewBox; minScale?: number } = {},
): ViewBox {
  const fit = fitViewBox(plan, aspect);
  if (frame) {
    const pad = 30;
    const width = clamp(
      Math.max(frame.width + 2 * pad, (frame.height + 2 * pad) * aspect),
      Math.min(fit.width, boxWidth / 4),
      fit.width,
    );
    const height = width / aspect;
    const cx = frame.x + frame.width / 2;
    const cy = frame.y + frame.height / 2;
    return clampViewBox({ x: cx - width / 2, y: cy - height / 2, width, height }, plan);
  }
  if (boxWidth / fit.width >= minScale) return fit;
  const height = Math.min(plan.height, fit.height);
  const width = height * aspect;
  const cx = center?.x ?? plan.x + plan.width / 2;
  const cy = center?.y ?? plan.y + plan.height / 2;
  return clampViewBox({ x: cx - width / 2, y: cy - height / 2, width, height }, plan);
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
  limits?: ZoomLimits,
): ViewBox {
  const distance = ([a, b]: readonly [ScreenPoint, ScreenPoint]) => Math.hypot(a.x - b.x, a.y - b.y);
  const middle = ([a, b]: readonly [ScreenPoint, ScreenPoint]) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const start = distance(before);
  if (start < 1 || box.width <= 0 || box.height <= 0) return view;
  const from = middle(before);
  const to = middle(after);
  const cx = view.x + (from.x / box.width) * view.width;
  const cy = view.y + (from.y / box.height) * view.height;
  const zoomed = zoomViewBox(view, distance(after) / start, cx, cy, plan, limits);
  return panViewBox(
    zoomed,
    -((to.x - from.x) / box.width) * zoomed.width,
    -((to.y - from.y) / box.height) * zoomed.height,
    plan,
  );
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
