'use client';

import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type WheelEvent,
} from 'react';
import { panViewBox, pinchViewBox, zoomViewBox, type ScreenPoint, type ViewBox } from '../geometry';
import styles from './maps.module.scss';

export interface ViewportTexts {
  label: string;
  zoomIn: string;
  zoomOut: string;
  reset: string;
  help: string;
}

/**
 * Pan and zoom over the server-rendered plan: wheel or buttons zoom, dragging (mouse or one finger)
 * pans, two fingers pinch-zoom, and with the plan focused the arrow keys pan and + / − zoom. A click on
 * a point link is handed to `onPointClick` (the explorer opens its card without a server round trip).
 */
export function MapViewport({
  width,
  height,
  focus,
  texts,
  filter,
  onPointClick,
  children,
}: {
  width: number;
  height: number;
  focus?: { x: number; y: number };
  texts: ViewportTexts;
  /** The type and zone filters: the plan hides the other points (CSS on these attributes). */
  filter: { type: string; zone: string };
  onPointClick?: (id: string, event: MouseEvent) => void;
  children: ReactNode;
}) {
  const plan: ViewBox = { x: 0, y: 0, width, height };
  const [view, setView] = useState<ViewBox>(() => (focus ? zoomViewBox(plan, 2, focus.x, focus.y, plan) : plan));
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  /** Pointers down on the plan (pixels relative to it): two of them pinch. */
  const pointers = useRef(new Map<number, ScreenPoint>());
  const svg = useRef<SVGSVGElement>(null);
  const helpId = useId();

  const metresPerPixel = () => view.width / (svg.current?.clientWidth || width);
  const zoom = (factor: number, cx = view.x + view.width / 2, cy = view.y + view.height / 2) =>
    setView((current) => zoomViewBox(current, factor, cx, cy, plan));
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
    const box = svg.current?.getBoundingClientRect();
    if (!box) return;
    const cx = view.x + ((event.clientX - box.left) / box.width) * view.width;
    const cy = view.y + ((event.clientY - box.top) / box.height) * view.height;
    zoom(event.deltaY < 0 ? 1.25 : 0.8, cx, cy);
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
      const box = svg.current?.getBoundingClientRect();
      if (box) setView((current) => pinchViewBox(current, before, after, box, plan));
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
      const box = svg.current?.getBoundingClientRect();
      drag.current = { x: remaining.x + (box?.left ?? 0), y: remaining.y + (box?.top ?? 0), moved: true };
      return;
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
    } else if (event.key === '+' || event.key === '=') zoom(1.25);
    else if (event.key === '-') zoom(0.8);
  };

  return (
    <div className={styles.viewport}>
      <div className={styles.zoomBar}>
        <button type="button" onClick={() => zoom(1.25)} aria-label={texts.zoomIn}>
          +
        </button>
        <button type="button" onClick={() => zoom(0.8)} aria-label={texts.zoomOut}>
          −
        </button>
        <button type="button" onClick={() => setView(plan)}>
          {texts.reset}
        </button>
      </div>
      <svg
        ref={svg}
        className={styles.svg}
        viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
        role="group"
        aria-label={texts.label}
        aria-describedby={helpId}
        tabIndex={0}
        data-zoom={width / view.width >= 1.6 ? 2 : 1}
        data-show-type={filter.type}
        data-show-zone={filter.zone}
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {children}
      </svg>
      <p id={helpId} className={styles.help}>
        {texts.help}
      </p>
    </div>
  );
}
