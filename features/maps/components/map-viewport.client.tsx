'use client';

import { useRouter } from 'next/navigation';
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
import { panViewBox, zoomViewBox, type ViewBox } from '../geometry';
import styles from './maps.module.scss';

export interface ViewportTexts {
  label: string;
  zoomIn: string;
  zoomOut: string;
  reset: string;
  help: string;
}

/**
 * Pan and zoom over the server-rendered plan: wheel or buttons zoom, dragging (mouse or touch) pans,
 * and with the plan focused the arrow keys pan and + / − zoom. Point links open their card without a
 * full page load. Everything else (points, filters, route) is in the server-rendered markup.
 */
export function MapViewport({
  width,
  height,
  focus,
  texts,
  children,
}: {
  width: number;
  height: number;
  focus?: { x: number; y: number };
  texts: ViewportTexts;
  children: ReactNode;
}) {
  const plan: ViewBox = { x: 0, y: 0, width, height };
  const [view, setView] = useState<ViewBox>(() => (focus ? zoomViewBox(plan, 2, focus.x, focus.y, plan) : plan));
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const router = useRouter();
  const helpId = useId();

  const metresPerPixel = () => view.width / (svg.current?.clientWidth || width);
  const zoom = (factor: number, cx = view.x + view.width / 2, cy = view.y + view.height / 2) =>
    setView((current) => zoomViewBox(current, factor, cx, cy, plan));

  const onWheel = (event: WheelEvent<SVGSVGElement>) => {
    const box = svg.current?.getBoundingClientRect();
    if (!box) return;
    const cx = view.x + ((event.clientX - box.left) / box.width) * view.width;
    const cy = view.y + ((event.clientY - box.top) / box.height) * view.height;
    zoom(event.deltaY < 0 ? 1.25 : 0.8, cx, cy);
  };
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    drag.current = { x: event.clientX, y: event.clientY, moved: false };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) < 4) return;
    if (!start.moved) svg.current?.setPointerCapture(event.pointerId);
    const scale = metresPerPixel();
    setView((current) => panViewBox(current, -dx * scale, -dy * scale, plan));
    drag.current = { x: event.clientX, y: event.clientY, moved: true };
  };
  const onPointerUp = () => {
    setTimeout(() => (drag.current = null), 0);
  };
  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    if (drag.current?.moved) {
      event.preventDefault();
      return;
    }
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    router.push(href, { scroll: false });
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
