import { polygonPoints } from '../geometry';
import type { FloorPlan } from '../plan';
import { segmentsOn, type MapRoute } from '../route';
import styles from './maps.module.scss';

/**
 * The plan's drawing (inside the viewport's <svg>): outline, zones and the route. The points are drawn
 * by the client island from the floor's point data (sent once), after this.
 */
export function FloorPlanDrawing({ plan, route }: { plan: FloorPlan; route?: MapRoute }) {
  const segments = route ? segmentsOn(route.path, plan.floor) : [];
  return (
    <>
      <polygon className={styles.outline} points={polygonPoints(plan.outline)} />
      {plan.areas.map((area, i) => (
        <polygon key={i} className={styles[area.zone]} points={polygonPoints(area.polygon)} />
      ))}
      {segments.map(([a, b], i) => (
        <line key={i} className={styles.routeLine} x1={a.x} y1={a.y} x2={b.x} y2={b.y} data-route-segment="" />
      ))}
    </>
  );
}
