'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import { mapHref, MAP_TYPES, MAP_ZONES, type MapQuery } from '../href';
import { MapViewport, type ViewportTexts } from './map-viewport.client';
import { PointCard, type PointData, type PointTexts } from './point-card';
import styles from './maps.module.scss';

type TypeFilter = MapQuery['type'];
type ZoneFilter = MapQuery['zone'];

const typeOf = (value: string | null): TypeFilter =>
  (MAP_TYPES as readonly string[]).includes(value ?? '') ? (value as TypeFilter) : 'all';
const zoneOf = (value: string | null): ZoneFilter =>
  (MAP_ZONES as readonly string[]).includes(value ?? '') ? (value as ZoneFilter) : 'all';

/**
 * The map view's client island. The server sends the floor's points once, as compact data (`points`):
 * the island draws them (server-rendered as SVG links too, so the plan works without JavaScript) and
 * opens their cards. Picking a point, or changing the type and zone filters, then only updates the URL
 * (`history.pushState`, which Next's router follows) and what is shown: no server round trip. Floor and
 * terminal switches, routes and search stay server renders (plain links and GET forms).
 */
export function MapExplorer({
  query,
  prefix,
  width,
  height,
  focus,
  points,
  captions,
  texts,
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
  points: PointData[];
  /** The caption for each `type/zone` filter ("34 points shown"). */
  captions: Record<string, string>;
  texts: PointTexts;
  viewportTexts: ViewportTexts;
  legend: ReactNode;
  children: ReactNode;
}) {
  const params = useSearchParams();
  const type = typeOf(params.get('type'));
  const zone = zoneOf(params.get('zone'));
  const poi = params.get('poi') ?? undefined;
  // Marks the figure once the island runs (points and filters then work in place; tests wait for it).
  const figure = useRef<HTMLElement>(null);
  useEffect(() => {
    figure.current?.setAttribute('data-interactive', '');
  }, []);
  const byId = useMemo(() => new Map(points.map((point) => [point.id, point])), [points]);
  const selected = poi ? byId.get(poi) : undefined;

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

  // Keep the page's other map links (floors, terminals, views) on the current filters.
  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-map-link]')) {
      const url = new URL(link.href);
      if (type === 'all') url.searchParams.delete('type');
      else url.searchParams.set('type', type);
      if (zone === 'all') url.searchParams.delete('zone');
      else url.searchParams.set('zone', zone);
      link.setAttribute('href', `${url.pathname}${url.search}`);
    }
  }, [type, zone]);

  const radius = width > 500 ? 3.5 : 2;
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
          {points.map((point) =>
            point.offFloor ? null : (
              <a
                key={point.id}
                href={hrefOf({ poi: point.id })}
                aria-label={`${point.name}, ${texts.types[point.type]}`}
                className={styles.point}
                data-poi={point.id}
                data-type={point.type}
                data-zone={point.zone}
                aria-current={point.id === poi ? 'location' : undefined}
              >
                <circle className={styles[`dot-${point.type}`]} cx={point.x} cy={point.y} r={radius} />
              </a>
            ),
          )}
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
        <PointCard key={selected.id} point={selected} texts={texts} routeHref={(end, id) => hrefOf({ [end]: id })} />
      ) : null}
    </div>
  );
}
