import type { MapType } from '../href';
import styles from './maps.module.scss';

/*
 * A point's data as the page sends it (once per terminal-floor), and its card. Plain markup from
 * precomputed strings, so the server (list view) and the map's client island (a point picked on the
 * plan, no server round trip) render the same card.
 */

export interface PointData {
  id: string;
  name: string;
  type: MapType;
  zone: 'publica' | 'privada';
  x: number;
  y: number;
  /** The directory's category (establishments); otherwise the card names the type. */
  category?: string;
  place?: { open: boolean; hours: string; near?: string; href: string };
  /** Has a walking-graph point: the card offers "route from / to here". */
  routable?: true;
  /** A deep-linked point of another floor than the one shown: its card only (with its own place), not drawn. */
  offFloor?: true;
  where?: string;
}

/** The strings every card of the floor shares (sent once, not per point). */
export interface PointTexts {
  types: Record<MapType, string>;
  /** "Terminal 1, floor 2, public zone" for each zone of the shown floor. */
  where: Record<PointData['zone'], string>;
  open: string;
  closed: string;
  details: string;
  routeFrom: string;
  routeTo: string;
}

export function PointCard({
  point,
  texts,
  routeHref,
}: {
  point: PointData;
  texts: PointTexts;
  routeHref: (end: 'from' | 'to', id: string) => string;
}) {
  const { place } = point;
  return (
    <aside aria-labelledby="map-card" className={styles.card} data-card="">
      <h2 id="map-card">{point.name}</h2>
      <p>
        {point.category ?? texts.types[point.type]} · {point.where ?? texts.where[point.zone]}
      </p>
      {place ? (
        <>
          <p>
            <strong className={place.open ? styles.open : styles.closed}>
              {place.open ? texts.open : texts.closed}
            </strong>{' '}
            {place.hours}
          </p>
          {place.near ? <p>{place.near}</p> : null}
          <p>
            <a href={place.href}>{texts.details}</a>
          </p>
        </>
      ) : null}
      {point.routable ? (
        <p className={styles.cardActions}>
          <a href={routeHref('from', point.id)}>{texts.routeFrom}</a>
          <a href={routeHref('to', point.id)}>{texts.routeTo}</a>
        </p>
      ) : null}
    </aside>
  );
}
