'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import { mapHref, MAP_TYPES, MAP_ZONES, type MapQuery } from '../href';
import { MapViewport, type ViewportTexts } from './map-viewport.client';
import { PointCard, type PointCardData, type PointCardTexts } from './point-card';
import styles from './maps.module.scss';

type TypeFilter = MapQuery['type'];
type ZoneFilter = MapQuery['zone'];

const typeOf = (value: string | null): TypeFilter =>
  (MAP_TYPES as readonly string[]).includes(value ?? '') ? (value as TypeFilter) : 'all';
const zoneOf = (value: string | null): ZoneFilter =>
  (MAP_ZONES as readonly string[]).includes(value ?? '') ? (value as ZoneFilter) : 'all';

/**
 * The map view's client island. The server sends the floor's points once (drawn in the plan, and as
 * `cards`); picking a point, or changing the type and zone filters, then only updates the URL
 * (`history.pushState`, which Next's router follows) and what is shown: no server round trip. Floor and
 * terminal switches, routes and search stay server renders (plain links and GET forms that also work
 * without JavaScript).
 */
export function MapExplorer({
  query,
  prefix,
  width,
  height,
  focus,
  cards,
  captions,
  cardTexts,
  viewportTexts,
  legend,
  children,
}: {
  /** The state the server rendered (terminal, floor, route…); type, zone and poi then follow the URL. */
  query: MapQuery & { terminal: 'T1' | 'T2'; floor: number };
  /** The locale's path prefix ('' for es). */
  prefix: string;
  width: number;
  height: number;
  focus?: { x: number; y: number };
  cards: PointCardData[];
  /** The caption for each `type/zone` filter ("34 points shown"). */
  captions: Record<string, string>;
  cardTexts: PointCardTexts;
  viewportTexts: ViewportTexts;
  legend: ReactNode;
  children: ReactNode;
}) {
  const params = useSearchParams();
  const type = typeOf(params.get('type'));
  const zone = zoneOf(params.get('zone'));
  const poi = params.get('poi') ?? undefined;
  const byId = useMemo(() => new Map(cards.map((card) => [card.id, card])), [cards]);
  const selected = poi ? byId.get(poi) : undefined;
  const figure = useRef<HTMLElement>(null);

  const hrefOf = useCallback(
    (change: Partial<MapQuery>) => `${prefix}${mapHref({ ...query, type, zone, poi, ...change })}`,
    [prefix, query, type, zone, poi],
  );

  const onPointClick = (id: string, event: MouseEvent) => {
    if (!byId.has(id)) return;
    event.preventDefault();
    window.history.pushState(null, '', hrefOf({ poi: id }));
  };

  // The filter form (server-rendered, a GET form without JavaScript) filters in place.
  useEffect(() => {
    const form = document.getElementById('map-filters');
    if (!(form instanceof HTMLFormElement)) return;
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const data = new FormData(form);
      window.history.pushState(
        null,
        '',
        hrefOf({ type: typeOf(String(data.get('type'))), zone: zoneOf(String(data.get('zone'))) }),
      );
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [hrefOf]);

  // Keep the page's other map links (floors, terminals, views) on the current filters, and the plan's
  // `aria-current` on the selected point.
  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-map-link]')) {
      const url = new URL(link.href);
      if (type === 'all') url.searchParams.delete('type');
      else url.searchParams.set('type', type);
      if (zone === 'all') url.searchParams.delete('zone');
      else url.searchParams.set('zone', zone);
      link.setAttribute('href', `${url.pathname}${url.search}`);
    }
    const plan = figure.current;
    if (!plan) return;
    for (const link of plan.querySelectorAll('a[data-poi]')) {
      if (link.getAttribute('data-poi') === poi) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
  }, [type, zone, poi]);

  const radius = width > 500 ? 5 : 2.4;
  return (
    <div className={styles.layout}>
      <figure className={styles.figure} ref={figure}>
        <MapViewport
          key={`${query.terminal}-${query.floor}`}
          width={width}
          height={height}
          {...(focus ? { focus } : {})}
          texts={viewportTexts}
          filter={{ type, zone }}
          onPointClick={onPointClick}
        >
          {children}
          {selected && !selected.offFloor ? (
            <circle
              className={styles.selectedRing}
              cx={selected.x}
              cy={selected.y}
              r={radius * 2.2}
              aria-hidden="true"
              data-selected-ring=""
            />
          ) : null}
        </MapViewport>
        <figcaption>
          {captions[`${type}/${zone}`]} {legend}
        </figcaption>
      </figure>
      {selected ? (
        <PointCard key={selected.id} card={selected} texts={cardTexts} routeHref={(end, id) => hrefOf({ [end]: id })} />
      ) : null}
    </div>
  );
}
