import { staticMarkup } from '@/components/static-markup/static-markup';
import { ICON_KINDS, SELECTED_LABEL, UNIT_STYLES, type FloorDrawing, type IconKind } from '../imdf/render/floor';
import { ICON_PATHS } from '../imdf/render/icons';
import type { LevelLabel } from '../imdf/render/labels';
import { routeOnFloor, type FloorChangeMark, type MapRoute } from '../route';
import styles from './maps.module.scss';

export interface PlanTexts {
  /** "You are here" at the route's start. */
  here: string;
  /** A floor change's text ("Lift to level 3", "From level 2"). */
  change: (mark: FloorChangeMark) => string;
}

export interface UnitLink {
  href: string;
  /** The map point the unit holds: a click opens its card in place. */
  poi?: string;
}

/** The symbols of the icons the plan uses, for its <defs> (and the legend's <use>s). */
export function IconSymbols({ kinds }: { kinds: readonly IconKind[] }) {
  return (
    <defs>
      {kinds.map((kind) => (
        <symbol key={kind} id={`map-icon-${kind}`} viewBox="0 0 24 24">
          <path d={ICON_PATHS[kind]} />
        </symbol>
      ))}
    </defs>
  );
}

/**
 * The labels, one element each: shown from their first zoom level (`data-lod-from`) and, for a short form
 * a full name replaces, until `data-lod-to` (CSS on the viewport's `data-lod`). Their font size is set in
 * CSS in screen pixels (counter-scaled by the zoom), and the offset above or below in em.
 */
function Labels({ labels }: { labels: readonly LevelLabel[] }) {
  return (
    <g className={styles.labels} aria-hidden="true">
      {labels.map((label) => (
        <text
          key={`${label.id}-${label.from}`}
          x={label.x}
          y={label.y}
          {...(label.dy ? { dy: `${label.dy}em` } : {})}
          data-lod-from={label.from}
          {...(label.to !== undefined ? { 'data-lod-to': label.to } : {})}
          {...(label.scale > 1 ? { 'data-large': '' } : {})}
          {...(label.id === SELECTED_LABEL ? { 'data-selected-label': '' } : {})}
          data-label={label.id}
        >
          {label.text}
        </text>
      ))}
    </g>
  );
}

/**
 * One floor drawn from the IMDF geometry (inside the viewport's <svg>): the level's walls, its units
 * filled by category, openings, amenity icons, the labels that fit at each zoom, and the route with its
 * floor changes. Every labelled unit is a link named by its unit (keyboard: Tab reaches it). The points
 * are drawn by the client island from the floor's point data, after this.
 */
export function FloorPlanDrawing({
  drawing,
  route,
  floor,
  unitLink,
  floorHref,
  texts,
}: {
  drawing: FloorDrawing;
  route?: MapRoute | undefined;
  floor: number;
  unitLink: (unitId: string) => UnitLink;
  floorHref: (floor: number) => string;
  texts: PlanTexts;
}) {
  const labelled = new Set(drawing.labelled);
  const kinds = ICON_KINDS.filter((kind) => drawing.icons.some((icon) => icon.kind === kind));
  const drawn = route ? routeOnFloor(route.path, floor) : undefined;
  const start = route?.path[0];
  const end = route?.path[route.path.length - 1];
  return (
    <>
      <IconSymbols kinds={kinds} />
      <path className={styles.level} d={drawing.outline} />
      {UNIT_STYLES.map((style) => {
        const units = drawing.units.filter((unit) => unit.style === style);
        if (units.length === 0) return null;
        return (
          <g key={style} className={styles[`unit-${style}`]}>
            {units.map((unit) => {
              const selected = unit.id === drawing.selected ? { 'data-selected-unit': '' } : {};
              if (!unit.name || !labelled.has(unit.id)) return <path key={unit.id} d={unit.d} {...selected} />;
              const link = unitLink(unit.id);
              const poi = link.poi ? { 'data-unit-poi': link.poi } : {};
              // The shape is clicked (its point's card opens in place); the link is a small target at the
              // unit's label point, so no link reaches past the visible plan onto the page around it.
              return (
                <g key={unit.id}>
                  <path d={unit.d} {...selected} {...poi} />
                  <a
                    href={link.href}
                    aria-label={unit.name}
                    className={styles.unitLink}
                    data-unit={unit.id}
                    {...selected}
                    {...poi}
                  >
                    <rect x={unit.x - 4} y={unit.y - 4} width={8} height={8} />
                  </a>
                </g>
              );
            })}
          </g>
        );
      })}
      {drawing.openings ? <path className={styles.openings} d={drawing.openings} /> : null}
      <g className={styles.icons} aria-hidden="true">
        {drawing.icons.map((icon) => (
          // Centred on its place and counter-scaled in CSS (a constant size on screen).
          <g key={icon.id} transform={`translate(${icon.x} ${icon.y})`}>
            <use href={`#map-icon-${icon.kind}`} x={-0.5} y={-0.5} width={1} height={1} />
          </g>
        ))}
      </g>
      <Labels labels={drawing.labels} />
      {drawn ? (
        <g data-route-floor={floor}>
          {drawn.runs.map((run, i) => (
            <polyline
              key={`casing-${i}`}
              className={styles.routeCasing}
              points={run.map((place) => `${place.x},${place.y}`).join(' ')}
            />
          ))}
          {drawn.runs.map((run, i) => (
            <polyline
              key={i}
              className={styles.routeLine}
              points={run.map((place) => `${place.x},${place.y}`).join(' ')}
              data-route-path=""
            />
          ))}
          {start && start.floor === floor ? (
            <g className={styles.here} data-you-are-here="" role="img" aria-label={texts.here}>
              <circle cx={start.x} cy={start.y} r={5} />
              <text x={start.x} y={start.y} dy="-1.1em">
                {texts.here}
              </text>
            </g>
          ) : null}
          {end && end.floor === floor ? <circle className={styles.routeEnd} cx={end.x} cy={end.y} r={5} /> : null}
          {drawn.changes.map((mark, i) => (
            <a
              key={i}
              href={floorHref(mark.floor)}
              className={styles.floorChange}
              aria-label={texts.change(mark)}
              data-floor-change={mark.floor}
            >
              <circle cx={mark.x} cy={mark.y} r={6} />
            </a>
          ))}
          {drawn.changes.map((mark, i) => (
            <text
              key={i}
              className={styles.floorChangeText}
              x={mark.x}
              y={mark.y}
              dx="1em"
              dy={mark.way === 'leave' ? '-0.6em' : '1.3em'}
              aria-hidden="true"
            >
              {texts.change(mark)}
            </text>
          ))}
        </g>
      ) : null}
    </>
  );
}

/**
 * The drawing as one string of SVG in a `<g>`: nothing in it changes in the browser (its links are plain
 * links, and the viewport's click handler reads their data attributes), so React neither hydrates its
 * 500-odd elements nor carries them as an element tree in the page's payload.
 */
export function StaticFloorPlan(props: Parameters<typeof FloorPlanDrawing>[0]) {
  return <g data-floor-plan="" dangerouslySetInnerHTML={{ __html: staticMarkup(<FloorPlanDrawing {...props} />) }} />;
}
