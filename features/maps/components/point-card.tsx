import styles from './maps.module.scss';

/*
 * The selected point's card. Plain markup from precomputed strings, so the server (list view) and the
 * map's client island (a point picked on the plan, no server round trip) render the same card.
 */

/** What a point's card shows, computed once on the server (point data is sent once per terminal-floor). */
export interface PointCardData {
  id: string;
  name: string;
  x: number;
  y: number;
  /** "Category · terminal 1, floor 2, zone". */
  info: string;
  place?: { open: boolean; hours: string; near?: string; href: string };
  /** The selected point of a deep link lies on another floor than the one shown (no ring on the plan). */
  offFloor?: boolean;
  /** Has a walking-graph point: the card offers "route from / to here". */
  routable: boolean;
}

export interface PointCardTexts {
  open: string;
  closed: string;
  details: string;
  routeFrom: string;
  routeTo: string;
}

export function PointCard({
  card,
  texts,
  routeHref,
}: {
  card: PointCardData;
  texts: PointCardTexts;
  routeHref: (end: 'from' | 'to', id: string) => string;
}) {
  const { place } = card;
  return (
    <aside aria-labelledby="map-card" className={styles.card} data-card="">
      <h2 id="map-card">{card.name}</h2>
      <p>{card.info}</p>
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
      {card.routable ? (
        <p className={styles.cardActions}>
          <a href={routeHref('from', card.id)}>{texts.routeFrom}</a>
          <a href={routeHref('to', card.id)}>{texts.routeTo}</a>
        </p>
      ) : null}
    </aside>
  );
}
