import { getTranslations } from 'next-intl/server';
import { staticMarkup } from '@/components/static-markup/static-markup';
import { localePrefix, localizePath, type Locale } from '@/lib/i18n/locales';
import { MAP_TYPES } from '../plan';
import { matchesFilter, type MapPoint } from '../points';
import type { ViewBox } from '../geometry';
import { POINT_ICONS } from '../point-icons';
import { routeOnFloor, type RouteStep } from '../route';
import { MAP_ZONES, mapHref, terminalParam, type MapQuery } from '../schemas';
import type { MapPageModel } from '../server';
import { ICON_KINDS, UNIT_STYLES } from '../imdf/render/floor';
import { StaticFloorPlan, type UnitLink } from './floor-plan';
import { MapExplorer } from './map-explorer.client';
import { PointCard, type PointData, type PointTexts } from './point-card';
import styles from './maps.module.scss';

type T = Awaited<ReturnType<typeof getTranslations<'maps'>>>;

/** /mapas: route directions first, then switches and filters, the plan (or its list) and the card. */
export async function MapPage({ model, locale }: { model: MapPageModel; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'maps' });
  const { query } = model;
  const href = (change: Partial<MapQuery>) => localizePath(mapHref({ ...query, ...change }), locale);
  const pointHref = (point: MapPoint) => href({ terminal: point.terminal, floor: point.floor, poi: point.id });
  const action = localizePath('/mapas', locale);
  return (
    <div className={styles.page}>
      <Notices model={model} t={t} />
      {model.route ? (
        <RouteDirections
          model={model}
          t={t}
          locale={locale}
          clearHref={href({ from: undefined, to: undefined })}
          floorHref={(floor) => href({ floor, poi: undefined })}
        />
      ) : null}
      {/* Terminal and floor in one row (a scrolling chip row on a phone), so the plan starts on the first screen. */}
      <div className={styles.places}>
        <nav aria-label={t('terminalsLabel')} className={styles.switches}>
          {(['T1', 'T2'] as const).map((terminal) => {
            const long = t('terminal', { terminal: terminal.slice(1) });
            const short = t('terminalShort', { terminal: terminal.slice(1) });
            return (
              // "T1" on a phone, where both chips and the floors share one row; the name holds both labels.
              <a
                key={terminal}
                data-map-link=""
                href={href({ terminal, floor: undefined, poi: undefined })}
                aria-current={terminal === query.terminal ? 'page' : undefined}
                aria-label={`${long} (${short})`}
              >
                <span className={styles.long}>{long}</span>
                <span className={styles.short}>{short}</span>
              </a>
            );
          })}
        </nav>
        <nav aria-label={t('floorsLabel')} className={styles.switches}>
          {model.floors.map((floor) => (
            <a
              key={floor}
              data-map-link=""
              href={href({ floor, poi: undefined })}
              aria-current={floor === query.floor ? 'page' : undefined}
            >
              {t('floor', { floor })}
              {routeFloors(model).includes(floor) ? (
                <span className={styles.routeBadge}> · {t('routeBadge')}</span>
              ) : null}
            </a>
          ))}
        </nav>
      </div>
      <nav aria-label={t('viewsLabel')} className={styles.tabs}>
        <a data-map-link="" href={href({ view: 'map' })} aria-current={query.view === 'map' ? 'page' : undefined}>
          {t('views.map')}
        </a>
        <a data-map-link="" href={href({ view: 'list' })} aria-current={query.view === 'list' ? 'page' : undefined}>
          {t('views.list')}
        </a>
      </nav>
      {query.view === 'list' ? (
        <div className={styles.layout}>
          <PointList model={model} t={t} pointHref={pointHref} />
          {model.selected ? (
            <PointCard
              point={{ ...pointData(model.selected, t), where: whereOf(model.selected, t) }}
              texts={pointTexts(model, t)}
              routeHref={(end, id) => href({ [end]: id })}
            />
          ) : null}
        </div>
      ) : (
        <MapExplorer
          query={query}
          prefix={localePrefix(locale)}
          width={model.plan.width}
          height={model.plan.height}
          {...(model.selected?.floor === query.floor && model.selected.terminal === query.terminal
            ? { focus: model.selected }
            : {})}
          {...routeFrame(model)}
          points={floorData(model, t)}
          captions={captionsOf(model, t)}
          texts={pointTexts(model, t)}
          viewportTexts={{
            label: t('planLabel', { terminal: query.terminal.slice(1), floor: query.floor }),
            zoomIn: t('zoomIn'),
            zoomOut: t('zoomOut'),
            reset: t('reset'),
            help: t('planHelp'),
            toolbar: t('planToolbar'),
          }}
          legend={<Legend t={t} model={model} />}
        >
          {model.drawing ? (
            <StaticFloorPlan
              drawing={model.drawing}
              route={model.route}
              floor={query.floor}
              unitLink={(unitId): UnitLink => {
                const poi = model.unitPoints[unitId];
                const name = model.drawing?.units.find((unit) => unit.id === unitId)?.name ?? '';
                return poi ? { href: href({ poi }), poi } : { href: href({ q: name, poi: undefined }) };
              }}
              floorHref={(floor) => href({ floor, poi: undefined })}
              texts={{
                here: t('plan.here'),
                change: (mark) =>
                  t(`plan.${mark.way}`, {
                    floor: mark.floor,
                    by: mark.by,
                    dir: (mark.way === 'leave') === mark.floor > query.floor ? 'up' : 'down',
                  }),
              }}
            />
          ) : (
            <polygon className={styles.outline} points={model.plan.outline.map(([x, y]) => `${x},${y}`).join(' ')} />
          )}
        </MapExplorer>
      )}
      {/* After the plan: on a phone the plan is what the first screen shows; finding and filtering follow it. */}
      <SearchBox model={model} t={t} action={action} pointHref={pointHref} />
      <form id="map-filters" method="get" action={action} className={styles.filters} aria-label={t('filtersLabel')}>
        <input type="hidden" name="terminal" value={terminalParam(query.terminal)} />
        <input type="hidden" name="floor" value={query.floor} />
        {query.view === 'list' ? <input type="hidden" name="view" value="list" /> : null}
        <div>
          <label htmlFor="map-type">{t('typeLabel')}</label>
          <select id="map-type" name="type" defaultValue={query.type}>
            <option value="all">{t('types.all')}</option>
            {MAP_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="map-zone">{t('zoneLabel')}</label>
          <select id="map-zone" name="zone" defaultValue={query.zone}>
            <option value="all">{t('zones.all')}</option>
            {MAP_ZONES.map((zone) => (
              <option key={zone} value={zone}>
                {t(`zones.${zone}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">{t('apply')}</button>
      </form>
      <RouteForm model={model} t={t} action={action} />
    </div>
  );
}

function Notices({ model, t }: { model: MapPageModel; t: T }) {
  const notices: string[] = [];
  if (model.invalid.length > 0) notices.push(t('invalid', { fields: [...new Set(model.invalid)].join(', ') }));
  if (model.unknownPoi) notices.push(t('unknownPoi'));
  if (model.routeProblem) notices.push(t(`routeProblems.${model.routeProblem}`));
  if (notices.length === 0) return null;
  return (
    <div role="status" className={styles.notice}>
      {notices.map((notice) => (
        <p key={notice}>{notice}</p>
      ))}
    </div>
  );
}

function stepText(step: RouteStep, t: T, list: Intl.ListFormat): string {
  const text = stepMain(step, t);
  return 'passes' in step && step.passes?.length
    ? `${text} ${t('steps.passes', { names: list.format(step.passes) })}`
    : text;
}

function stepMain(step: RouteStep, t: T): string {
  if (step.kind === 'start') return t('steps.start', { name: step.name, floor: step.floor });
  if (step.kind === 'floor') {
    const key =
      step.by === 'lift' ? 'steps.floorLift' : step.by === 'escalator' ? 'steps.floorEscalator' : 'steps.floor';
    return t(key, { floor: step.floor });
  }
  if (step.kind === 'walk') return t('steps.walk', { name: step.name, minutes: step.minutes });
  return t('steps.arrive', { name: step.name, floor: step.floor });
}

/** The floors the route walks on, in order ("2, 3, 2"). */
function routeFloorSequence(model: MapPageModel): number[] {
  const floors: number[] = [];
  for (const place of model.route?.path ?? []) if (floors[floors.length - 1] !== place.floor) floors.push(place.floor);
  return floors;
}

/** The floors of the shown terminal the route uses. */
function routeFloors(model: MapPageModel): number[] {
  return model.query.terminal === 'T1' ? [...new Set(routeFloorSequence(model))] : [];
}

/** The extent of the route on the shown floor: the plan opens on it. */
function routeFrame(model: MapPageModel): { frame?: ViewBox } {
  if (!model.route || model.query.terminal !== 'T1') return {};
  const places = routeOnFloor(model.route.path, model.query.floor).runs.flat();
  if (places.length === 0) return {};
  const xs = places.map((place) => place.x);
  const ys = places.map((place) => place.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { frame: { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y } };
}

function RouteDirections({
  model,
  t,
  clearHref,
  floorHref,
  locale,
}: {
  model: MapPageModel;
  t: T;
  clearHref: string;
  floorHref: (floor: number) => string;
  locale: Locale;
}) {
  const route = model.route;
  if (!route) return null;
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return (
    <section aria-labelledby="map-route" className={styles.route} data-route="">
      <h2 id="map-route">{t('routeHeading', { from: route.from.name, to: route.to.name })}</h2>
      <p>
        <strong>{t('routeMinutes', { minutes: route.minutes })}</strong> {t('routeApproximate')}
        {route.stepFree ? ` ${t('routeStepFree')}` : ''}
      </p>
      <ol>
        {route.steps.map((step, i) => (
          <li key={i}>{stepText(step, t, list)}</li>
        ))}
      </ol>
      {routeFloors(model).length > 1 ? (
        <nav aria-label={t('routeFloorsLabel')} className={styles.routeFloors}>
          <span>{t('routeFloorsLabel')}:</span>
          {routeFloorSequence(model).map((floor, i) => (
            <a
              key={i}
              data-map-link=""
              href={floorHref(floor)}
              aria-current={floor === model.query.floor ? 'page' : undefined}
            >
              {t('floor', { floor })}
            </a>
          ))}
        </nav>
      ) : null}
      <a data-map-link="" href={clearHref}>
        {t('clearRoute')}
      </a>
    </section>
  );
}

function SearchBox({
  model,
  t,
  action,
  pointHref,
}: {
  model: MapPageModel;
  t: T;
  action: string;
  pointHref: (point: MapPoint) => string;
}) {
  return (
    <search className={styles.search}>
      <form method="get" action={action}>
        <input type="hidden" name="terminal" value={terminalParam(model.query.terminal)} />
        <label>
          {t('searchLabel')}
          <input type="search" name="q" defaultValue={model.query.q ?? ''} maxLength={60} />
        </label>
        <button type="submit">{t('searchButton')}</button>
      </form>
      {model.results ? (
        model.results.length === 0 ? (
          <p role="status">{t('noResults')}</p>
        ) : (
          <ul aria-label={t('resultsLabel')}>
            {model.results.map((point) => (
              <li key={point.id}>
                <a href={pointHref(point)}>{point.name}</a>{' '}
                {t('where', { terminal: point.terminal.slice(1), floor: point.floor, zone: t(`zones.${point.zone}`) })}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </search>
  );
}

function PointList({ model, t, pointHref }: { model: MapPageModel; t: T; pointHref: (point: MapPoint) => string }) {
  const groups = MAP_TYPES.map((type) => ({
    type,
    points: model.points.filter((point) => point.type === type),
  })).filter((group) => group.points.length > 0);
  return (
    <section aria-labelledby="map-list" className={styles.list} data-list="">
      <h2 id="map-list">{t('listHeading', { terminal: model.query.terminal.slice(1), floor: model.query.floor })}</h2>
      {groups.length === 0 ? <p>{t('emptyList')}</p> : null}
      {groups.map((group) => (
        <section key={group.type} aria-labelledby={`map-list-${group.type}`}>
          <h3 id={`map-list-${group.type}`}>
            {t(`types.${group.type}`)} ({group.points.length})
          </h3>
          <ul>
            {[...group.points]
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((point) => (
                <li key={point.id}>
                  <a href={pointHref(point)} aria-current={point.id === model.selected?.id ? 'location' : undefined}>
                    {point.name}
                  </a>{' '}
                  <span className={styles.muted}>{t(`zones.${point.zone}`)}</span>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

function whereOf(point: Pick<MapPoint, 'terminal' | 'floor' | 'zone'>, t: T): string {
  return t('where', { terminal: point.terminal.slice(1), floor: point.floor, zone: t(`zones.${point.zone}`) });
}

/** The strings all points of the floor share. */
function pointTexts(model: MapPageModel, t: T): PointTexts {
  const { terminal, floor } = model.query;
  return {
    types: Object.fromEntries(MAP_TYPES.map((type) => [type, t(`types.${type}`)])) as PointTexts['types'],
    where: {
      publica: whereOf({ terminal, floor, zone: 'publica' }, t),
      privada: whereOf({ terminal, floor, zone: 'privada' }, t),
    },
    open: t('card.open'),
    closed: t('card.closed'),
    details: t('card.details'),
    routeFrom: t('card.routeFrom'),
    routeTo: t('card.routeTo'),
  };
}

function pointData(point: MapPoint, t: T): PointData {
  const { place } = point;
  return {
    id: point.id,
    name: point.name,
    type: point.type,
    zone: point.zone,
    x: point.x,
    y: point.y,
    ...(place?.category ? { category: place.category } : {}),
    ...(place
      ? {
          place: {
            open: place.openNow,
            hours: t('card.hours', { hours: place.hours }),
            ...(place.nearGate ? { near: t('card.nearGate', { gate: place.nearGate }) } : {}),
            href: place.href,
          },
        }
      : {}),
    ...(point.node ? { routable: true as const } : {}),
  };
}

/** The floor's points, sent once (the island draws them and opens their cards), plus a deep-linked point of another floor. */
function floorData(model: MapPageModel, t: T): PointData[] {
  const data = model.floorPoints.map((point) => pointData(point, t));
  const selected = model.selected;
  if (selected && !model.floorPoints.includes(selected)) {
    data.push({ ...pointData(selected, t), offFloor: true, where: whereOf(selected, t) });
  }
  return data;
}

/** The caption for each type and zone filter, so filtering in the browser keeps the count right. */
function captionsOf(model: MapPageModel, t: T): Record<string, string> {
  const { terminal, floor } = model.query;
  const captions: Record<string, string> = {};
  for (const type of ['all', ...MAP_TYPES] as const) {
    for (const zone of ['all', ...MAP_ZONES] as const) {
      const count = model.floorPoints.filter((point) => matchesFilter(point, { terminal, floor, type, zone })).length;
      captions[`${type}/${zone}`] = t('caption', { count });
    }
  }
  return captions;
}

/** One end of the route: a text field suggesting the terminal's points from the shared datalist. */
function RouteField({ name, label, value }: { name: 'from' | 'to'; label: string; value: string }) {
  return (
    <div>
      <label htmlFor={`map-${name}`}>{label}</label>
      <input
        id={`map-${name}`}
        name={name}
        list="map-route-points"
        defaultValue={value}
        autoComplete="off"
        maxLength={100}
        required
        aria-describedby="map-route-hint"
      />
    </div>
  );
}

function RouteForm({ model, t, action }: { model: MapPageModel; t: T; action: string }) {
  const choices = model.routeChoices;
  if (choices.length === 0) return null;
  const { query } = model;
  const labelOf = (id: string | undefined) => (id ? (choices.find((c) => c.id === id)?.label ?? id) : '');
  return (
    <section aria-labelledby="map-route-form" className={styles.routeForm}>
      <h2 id="map-route-form">{t('routeFormHeading')}</h2>
      <form method="get" action={action}>
        <input type="hidden" name="terminal" value={terminalParam(query.terminal)} />
        <input type="hidden" name="floor" value={query.floor} />
        <RouteField name="from" label={t('from')} value={labelOf(query.from)} />
        <RouteField name="to" label={t('to')} value={labelOf(query.to)} />
        {/* One list of the terminal's points, shared by both fields; static, so one string (no hydration). */}
        <datalist
          id="map-route-points"
          dangerouslySetInnerHTML={{
            __html: staticMarkup(choices.map((choice) => <option key={choice.id} value={choice.label} />)),
          }}
        />
        <p id="map-route-hint" className={styles.muted}>
          {t('routeFieldHint')}
        </p>
        <div className={styles.check}>
          <input id="map-accessible" type="checkbox" name="accessible" value="1" defaultChecked={query.accessible} />
          <label htmlFor="map-accessible">{t('accessibleLabel')}</label>
        </div>
        <button type="submit">{t('routeButton')}</button>
      </form>
      <p className={styles.muted}>{t('routeNote')}</p>
    </section>
  );
}

/** The legend: static, so one string (no hydration). */
function Legend({ t, model }: { t: T; model: MapPageModel }) {
  return (
    <span
      className={styles.legend}
      dangerouslySetInnerHTML={{ __html: staticMarkup(<LegendItems t={t} model={model} />) }}
    />
  );
}

/** The points' colours, then the units' fills and the icons this floor's plan shows. */
function LegendItems({ t, model }: { t: T; model: MapPageModel }) {
  const drawing = model.drawing;
  const styled = UNIT_STYLES.filter((style) => drawing?.units.some((unit) => unit.style === style));
  const icons = ICON_KINDS.filter((kind) => drawing?.icons.some((icon) => icon.kind === kind));
  return (
    <>
      {MAP_TYPES.map((type) => (
        <span key={type}>
          <span aria-hidden="true" className={styles[`swatch-${type}`]} /> {t(`types.${type}`)}
        </span>
      ))}
      {styled.length > 0 ? (
        <span className={styles.legendGroup}>
          <strong>{t('plan.legendUnits')}:</strong>
          {styled.map((style) => (
            <span key={style}>
              <span aria-hidden="true" className={styles[`swatch-unit-${style}`]} /> {t(`plan.units.${style}`)}
            </span>
          ))}
        </span>
      ) : null}
      <span className={styles.legendGroup}>
        <strong>{t('plan.legendPlaces')}:</strong>
        {(Object.keys(POINT_ICONS) as (keyof typeof POINT_ICONS)[]).map((kind) => (
          <span key={kind}>
            <svg className={styles.legendIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={POINT_ICONS[kind]} />
            </svg>{' '}
            {t(`plan.places.${kind}`)}
          </span>
        ))}
      </span>
      {icons.length > 0 ? (
        <span className={styles.legendGroup}>
          <strong>{t('plan.legendIcons')}:</strong>
          {icons.map((kind) => (
            <span key={kind}>
              <svg className={styles.legendIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <use href={`#map-icon-${kind}`} />
              </svg>{' '}
              {t(`plan.icons.${kind}`)}
            </span>
          ))}
        </span>
      ) : null}
    </>
  );
}
