'use client';

import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type WheelEvent,
} from 'react';
import {
  fitViewBox,
  openingViewBox,
  panViewBox,
  pinchViewBox,
  zoomViewBox,
  type ScreenPoint,
  type ViewBox,
  type ZoomLimits,
} from '../geometry';
import { labelLevel } from '../imdf/render/labels';
import styles from './maps.module.scss';

export interface ViewportTexts {
  label: string;
  zoomIn: string;
  zoomOut: string;
  reset: string;
  help: string;
  toolbar: string;
}

/** The closest zoom: this many screen pixels per plan metre. */
const MAX_SCALE = 10;
/** A unit's link focused with the keyboard is shown at least this close (its 8 m square then 32 px wide). */
const UNIT_FOCUS_SCALE = 4;

/**
 * Pan and zoom over the server-rendered plan: wheel or buttons zoom, dragging (mouse or one finger)
 * pans, two fingers pinch-zoom, and with the plan focused the arrow keys pan and + / − zoom. A click on
 * a point link is handed to `onPointClick` (the explorer opens its card without a server round trip).
 */
export function MapViewport({
  width,
  height,
  focus,
  frame,
  texts,
  filter,
  onPointClick,
  children,
}: {
  width: number;
  height: number;
  focus?: { x: number; y: number };
  /** What to open on (the route on this floor), in plan metres. */
  frame?: ViewBox;
  texts: ViewportTexts;
  /** The type and zone filters: the plan hides the other points (CSS on these attributes). */
  filter: { type: string; zone: string };
  onPointClick?: (id: string, event: MouseEvent) => void;
  children: ReactNode;
}) {
  const plan: ViewBox = { x: 0, y: 0, width, height };
  // The server draws the whole plan (no box size known); once measured, the view takes the box's shape.
  const [view, setView] = useState<ViewBox>(plan);
  const [box, setBox] = useState<{ width: number; height: number } | null>(null);
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  /** Pointers down on the plan (pixels relative to it): two of them pinch. */
  const pointers = useRef(new Map<number, ScreenPoint>());
  /** The last tap (a second one close by, soon after, zooms in). */
  const lastTap = useRef<{ x: number; y: number; at: number } | null>(null);
  /** The box as last measured (the view keeps its scale when the box changes shape). */
  const measured = useRef<{ width: number; height: number } | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const helpId = useId();

  // Measure the plan's box, open on the view that suits it, and keep the view's shape on resizes.
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const measure = () => {
      const next = { width: element.clientWidth, height: element.clientHeight };
      if (next.width <= 0 || next.height <= 0) return;
      const aspect = next.width / next.height;
      const previous = measured.current;
      if (previous && previous.width === next.width && previous.height === next.height) return;
      measured.current = next;
      setBox(next);
      setView((current) => {
        if (!previous) {
          const opened = openingViewBox(plan, aspect, next.width, frame ? { frame } : {});
          if (!focus) return opened;
          const scale = Math.max((2 * next.width) / opened.width, 2.6);
          return zoomViewBox(
            { ...opened, x: focus.x - opened.width / 2, y: focus.y - opened.height / 2 },
            (scale * opened.width) / next.width,
            focus.x,
            focus.y,
            plan,
            { minWidth: next.width / MAX_SCALE, maxWidth: fitViewBox(plan, aspect).width },
          );
        }
        // Same scale and centre, the box's new shape.
        const cx = current.x + current.width / 2;
        const cy = current.y + current.height / 2;
        const w = (current.width * next.width) / previous.width;
        return zoomViewBox({ x: cx - w / 2, y: cy - w / aspect / 2, width: w, height: w / aspect }, 1, cx, cy, plan, {
          minWidth: next.width / MAX_SCALE,
          maxWidth: fitViewBox(plan, aspect).width,
        });
      });
    };
    measure();
    // Where ResizeObserver is missing (an older browser, a test's DOM), the window's resizes stand in for the box's.
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
    // The plan's size and the opening focus are fixed for this viewport (its key is the floor).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const limits = (): ZoomLimits | undefined =>
    box ? { minWidth: box.width / MAX_SCALE, maxWidth: fitViewBox(plan, box.width / box.height).width } : undefined;
  const metresPerPixel = () => view.width / (svg.current?.clientWidth || width);
  const zoom = (factor: number, cx = view.x + view.width / 2, cy = view.y + view.height / 2) =>
    setView((current) => zoomViewBox(current, factor, cx, cy, plan, limits()));
  const showAll = () => setView(box ? fitViewBox(plan, box.width / box.height) : plan);
  /** The plan point under a screen point (client pixels). */
  const planPoint = (clientX: number, clientY: number) => {
    const rect = svg.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return { x: view.x + view.width / 2, y: view.y + view.height / 2 };
    return {
      x: view.x + ((clientX - rect.left) / rect.width) * view.width,
      y: view.y + ((clientY - rect.top) / rect.height) * view.height,
    };
  };
  /** Keeps a pointer's moves on the plan (a pointer the browser no longer knows is let go). */
  const capture = (pointerId: number) => {
    try {
      if (!svg.current?.hasPointerCapture(pointerId)) svg.current?.setPointerCapture(pointerId);
    } catch {
      // InvalidPointerId: the pointer was released in between.
    }
  };
  const local = (event: PointerEvent): ScreenPoint => {
    const box = svg.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };

  const onWheel = (event: WheelEvent<SVGSVGElement>) => {
    const at = planPoint(event.clientX, event.clientY);
    zoom(event.deltaY < 0 ? 1.25 : 0.8, at.x, at.y);
  };
  const onDoubleClick = (event: MouseEvent<SVGSVGElement>) => {
    event.preventDefault();
    const at = planPoint(event.clientX, event.clientY);
    zoom(2, at.x, at.y);
  };
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.set(event.pointerId, local(event));
    if (pointers.current.size === 2) {
      // A second finger: pinch from now on; the gesture is never a click.
      for (const id of pointers.current.keys()) capture(id);
      drag.current = { x: event.clientX, y: event.clientY, moved: true };
      return;
    }
    drag.current = { x: event.clientX, y: event.clientY, moved: false };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (previous && pointers.current.size === 2) {
      const [a, b] = [...pointers.current.entries()];
      if (!a || !b) return;
      const next = local(event);
      const before: [ScreenPoint, ScreenPoint] = [a[1], b[1]];
      const after: [ScreenPoint, ScreenPoint] = [
        a[0] === event.pointerId ? next : a[1],
        b[0] === event.pointerId ? next : b[1],
      ];
      pointers.current.set(event.pointerId, next);
      const rect = svg.current?.getBoundingClientRect();
      if (rect) setView((current) => pinchViewBox(current, before, after, rect, plan, limits()));
      return;
    }
    if (previous) pointers.current.set(event.pointerId, local(event));
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) < 4) return;
    if (!start.moved) capture(event.pointerId);
    const scale = metresPerPixel();
    setView((current) => panViewBox(current, -dx * scale, -dy * scale, plan));
    drag.current = { x: event.clientX, y: event.clientY, moved: true };
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
    const remaining = [...pointers.current.values()][0];
    if (remaining) {
      // One finger left after a pinch: it pans on from where it is, and the gesture stays a non-click.
      const rect = svg.current?.getBoundingClientRect();
      drag.current = { x: remaining.x + (rect?.left ?? 0), y: remaining.y + (rect?.top ?? 0), moved: true };
      return;
    }
    // A double tap (touch: the browser sends no dblclick while the plan handles gestures) zooms in there.
    if (event.pointerType === 'touch' && !drag.current?.moved) {
      const tap = { x: event.clientX, y: event.clientY, at: event.timeStamp };
      const last = lastTap.current;
      if (last && tap.at - last.at < 350 && Math.hypot(tap.x - last.x, tap.y - last.y) < 30) {
        const at = planPoint(tap.x, tap.y);
        zoom(2, at.x, at.y);
        lastTap.current = null;
      } else lastTap.current = tap;
    }
    setTimeout(() => (drag.current = null), 0);
  };
  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    if (drag.current?.moved) {
      event.preventDefault();
      return;
    }
    // A point, or a plan unit that holds one (a gate's lounge, a shop): its card opens in place.
    const link = (event.target as Element).closest('a[data-poi], [data-unit-poi]');
    const id = link?.getAttribute('data-poi') ?? link?.getAttribute('data-unit-poi');
    if (!id || !onPointClick || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    onPointClick(id, event);
  };
  /**
   * A link of the plan reached with the keyboard is brought into view: the plan pans to centre it, and a unit's link
   * (a small square at its label) is zoomed to at least UNIT_FOCUS_SCALE, where the points' marks (a constant size on
   * screen) no longer hide it (WCAG 2.4.11).
   */
  const onFocus = (event: FocusEvent<SVGSVGElement>) => {
    const target = event.target as Element;
    const frame = svg.current?.getBoundingClientRect();
    if (target === svg.current || !frame || !box) return;
    const r = target.getBoundingClientRect();
    const inside = r.left >= frame.left && r.right <= frame.right && r.top >= frame.top && r.bottom <= frame.bottom;
    const unit = target.matches('a[data-unit]');
    if (inside && !unit) return;
    const at = planPoint(r.left + r.width / 2, r.top + r.height / 2);
    setView((current) => {
      const centred = panViewBox(
        current,
        at.x - (current.x + current.width / 2),
        at.y - (current.y + current.height / 2),
        plan,
      );
      const scale = box.width / centred.width;
      return unit && scale < UNIT_FOCUS_SCALE
        ? zoomViewBox(centred, UNIT_FOCUS_SCALE / scale, at.x, at.y, plan, limits())
        : centred;
    });
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const step = view.width / 10;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move && event.target === svg.current) {
      event.preventDefault();
      setView((current) => panViewBox(current, move[0], move[1], plan));
    } else if (event.key === '+' || event.key === '=') zoom(1.5);
    else if (event.key === '-') zoom(1 / 1.5);
  };

  const scale = box ? box.width / view.width : undefined;
  const style = scale ? ({ '--plan-mpp': 1 / scale } as CSSProperties) : undefined;
  return (
    <div className={styles.viewport}>
      <div className={styles.zoomBar} role="toolbar" aria-label={texts.toolbar}>
        <button type="button" onClick={() => zoom(1.5)} aria-label={texts.zoomIn}>
          <span aria-hidden="true">+</span>
        </button>
        <button type="button" onClick={() => zoom(1 / 1.5)} aria-label={texts.zoomOut}>
          <span aria-hidden="true">−</span>
        </button>
        <button type="button" onClick={showAll}>
          {texts.reset}
        </button>
      </div>
      <svg
        ref={svg}
        className={styles.svg}
        viewBox={`${round(view.x)} ${round(view.y)} ${round(view.width)} ${round(view.height)}`}
        role="group"
        aria-label={texts.label}
        aria-describedby={helpId}
        tabIndex={0}
        style={style}
        data-lod={scale ? labelLevel(scale) : 0}
        {...(scale ? { 'data-scale': round(scale) } : {})}
        data-show-type={filter.type}
        data-show-zone={filter.zone}
        onWheel={onWheel}
        onDoubleClick={onDoubleClick}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      >
        {children}
      </svg>
      <p id={helpId} className={styles.help}>
        {texts.help}
      </p>
    </div>
  );
}

const round = (value: number) => Math.round(value * 100) / 100;
