import { polygonPoints } from '../geometry';
import type { FloorPlan } from '../plan';
import type { MapPoint } from '../points';
import { segmentsOn, type MapRoute } from '../route';
import styles from './maps.module.scss';

/**
 * The plan's drawing (inside the viewport's <svg>): zones, outline, route and every point of the floor
 * as a link. The type and zone filters hide points with CSS (the <svg>'s data-show-type/-zone), so a
 * filter change needs no new point data; the selection ring is drawn by the client island.
 */
export function FloorPlanDrawing({
  plan,
  points,
  selectedId,
  route,
  hrefOf,
  labelOf,
}: {
  plan: FloorPlan;
  points: MapPoint[];
  selectedId?: string;
  route?: MapRoute;
  hrefOf: (point: MapPoint) => string;
  labelOf: (point: MapPoint) => string;
}) {
  const segments = route ? segmentsOn(route.path, plan.floor) : [];
  const radius = plan.width > 500 ? 5 : 2.4;
  return (
    <>
      <polygon className={styles.outline} points={polygonPoints(plan.outline)} />
      {plan.areas.map((area, i) => (
        <polygon key={i} className={styles[area.zone]} points={polygonPoints(area.polygon)} />
      ))}
      {segments.map(([a, b], i) => (
        <line key={i} className={styles.routeLine} x1={a.x} y1={a.y} x2={b.x} y2={b.y} data-route-segment="" />
      ))}
      {points.map((point) => (
        <a
          key={point.id}
          href={hrefOf(point)}
          aria-label={labelOf(point)}
          className={styles.point}
          data-poi={point.id}
          data-type={point.type}
          data-zone={point.zone}
          aria-current={point.id === selectedId ? 'location' : undefined}
        >
          <circle className={styles[`dot-${point.type}`]} cx={point.x} cy={point.y} r={radius} />
        </a>
      ))}
    </>
  );
}
