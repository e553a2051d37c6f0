'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import { mapHref, MAP_TYPES, MAP_ZONES, type MapQuery } from '../href';
import type { ViewBox } from '../geometry';
import { pointIcon, POINT_ICONS, type PointIcon } from '../point-icons';
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
  frame,
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
  /** The route's extent on this floor: the plan opens on it. */
  frame?: ViewBox;
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

  const icons = useMemo(() => {
    const kinds = new Map<string, PointIcon>();
    for (const point of points) {
      const icon = pointIcon(point);
      if (icon) kinds.set(point.id, icon);
    }
    return kinds;
  }, [points]);
  const used = [...new Set(icons.values())];
  return (
    <div className={styles.layout}>
      <figure className={styles.figure} ref={figure}>
        <MapViewport
          key={`${query.terminal}-${query.floor}`}
          width={width}
          height={height}
          {...(focus ? { focus } : {})}
          {...(frame ? { frame } : {})}
          texts={viewportTexts}
          filter={{ type, zone }}
          onPointClick={onPointClick}
        >
          {children}
          <defs>
            {used.map((kind) => (
              <symbol key={kind} id={`map-point-icon-${kind}`} viewBox="0 0 24 24">
                <path d={POINT_ICONS[kind]} />
              </symbol>
            ))}
          </defs>
          {points.map((point) => {
            if (point.offFloor) return null;
            const icon = icons.get(point.id);
            return (
              <a
                key={point.id}
                href={hrefOf({ poi: point.id })}
                aria-label={`${point.name}, ${texts.types[point.type]}`}
                className={styles.point}
                data-poi={point.id}
                data-type={point.type}
                data-zone={point.zone}
                {...(icon ? { 'data-icon': icon } : {})}
                aria-current={point.id === poi ? 'location' : undefined}
              >
                {/* A mark of a constant size on screen (CSS counter-scales it), with its category's icon. */}
                <g transform={`translate(${point.x} ${point.y})`}>
                  <g className={styles.mark}>
                    <circle className={styles[`dot-${point.type}`]} r={1} />
                    {icon ? (
                      <use href={`#map-point-icon-${icon}`} x={-0.62} y={-0.62} width={1.24} height={1.24} />
                    ) : null}
                  </g>
                </g>
              </a>
            );
          })}
          {selected && !selected.offFloor ? (
            <g transform={`translate(${selected.x} ${selected.y})`} aria-hidden="true">
              <g className={styles.mark}>
                <circle className={styles.selectedRing} r={3.2} data-selected-ring="" />
              </g>
            </g>
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
