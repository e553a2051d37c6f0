import { getTranslations } from 'next-intl/server';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { distancesQuerySchema, type DistancesResponse, type Point, type PointId } from '../schemas';
import { getDistances } from '../server';
import styles from './realtime.module.scss';

/** The distances tab's own path: the picker's GET form always answers there. */
export const DISTANCES_PATH = '/informacion-en-tiempo-real/distancias';

type Translator = Awaited<ReturnType<typeof getTranslations<'realtime'>>>;
type Query = { from?: PointId; to?: PointId; invalid: boolean };

/** The picker's query from the page's search params; anything unknown is "invalid", never a crash. */
export function parseDistanceQuery(searchParams: Record<string, string | string[] | undefined>): Query {
  const from = searchParams.from;
  const to = searchParams.to;
  if (from === undefined && to === undefined) return { invalid: false };
  const parsed = distancesQuerySchema.safeParse({ from, to });
  if (!parsed.success || !parsed.data.from || !parsed.data.to) return { invalid: true };
  return { from: parsed.data.from, to: parsed.data.to, invalid: false };
}

function PointSelect({
  id,
  label,
  points,
  selected,
  locale,
  placeholder,
}: {
  id: 'from' | 'to';
  label: string;
  points: Point[];
  selected?: PointId;
  locale: Locale;
  placeholder: string;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`walk-${id}`}>{label}</label>
      <select id={`walk-${id}`} name={id} defaultValue={selected ?? ''} required>
        <option value="" disabled>
          {placeholder}
        </option>
        {points.map((point) => (
          <option key={point.id} value={point.id}>
            {point.name[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}

function RouteResult({
  data,
  query,
  t,
  locale,
}: {
  data: DistancesResponse;
  query: Query;
  t: Translator;
  locale: Locale;
}) {
  const name = (id: PointId) => data.points.find((p) => p.id === id)?.name[locale] ?? id;
  let body;
  if (query.invalid) body = <p className={styles.notice}>{t('distances.invalid')}</p>;
  else if (!query.from || !query.to) return null;
  else if (query.from === query.to) body = <p className={styles.notice}>{t('distances.samePoint')}</p>;
  else if (!data.route) body = <p className={styles.notice}>{t('distances.noRoute')}</p>;
  else {
    body = (
      <>
        <p className={styles.routeMinutes}>{t('distances.result', { minutes: data.route.minutes })}</p>
        <p>{t('distances.resultFromTo', { from: name(data.route.from), to: name(data.route.to) })}</p>
        <h3 className={styles.subheading}>{t('distances.route')}</h3>
        <ol className={styles.legs}>
          <li>{name(data.route.from)}</li>
          {data.route.legs.map((leg) => (
            <li key={`${leg.from}-${leg.to}`}>
              {name(leg.to)}{' '}
              <span className={`${styles.legMinutes} tabular`}>
                {t('distances.legMinutes', { minutes: leg.minutes })}
              </span>
            </li>
          ))}
        </ol>
        <a
          className={styles.swap}
          href={`${localizePath(DISTANCES_PATH, locale)}?from=${data.route.to}&to=${data.route.from}#walking-route`}
        >
          {t('distances.swap')}
        </a>
      </>
    );
  }
  return (
    <div id="walking-route" className={styles.route} role="status" tabIndex={-1}>
      {body}
    </div>
  );
}

function DistanceTableView({ data, t, locale }: { data: DistancesResponse; t: Translator; locale: Locale }) {
  const name = (id: PointId) => data.points.find((p) => p.id === id)?.name[locale] ?? id;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{t('distances.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('distances.destination')}</th>
            {data.table.from.map((id) => (
              <th key={id} scope="col">
                {name(id)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.table.rows.map((row) => (
            <tr key={row.to}>
              <th scope="row">{name(row.to)}</th>
              {row.minutes.map((minutes, i) => (
                <td key={data.table.from[i]} className="tabular">
                  {minutes === null ? t('noData') : t('distances.minutesShort', { minutes })}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Walking times in Terminal 1: a from → to picker (a plain GET form, answered on the server: no
 * client JavaScript) with the minutes and the way, and the table from each entrance.
 */
export async function DistancesPanel({ locale, query }: { locale: Locale; query: Query }) {
  const t = await getTranslations({ locale, namespace: 'realtime' });
  const data = getDistances(query.invalid ? {} : query);
  return (
    <section aria-labelledby="distances-heading" className={styles.panel}>
      <h2 id="distances-heading" className={styles.panelTitle}>
        {t('distances.heading')}
      </h2>
      <p className={styles.source}>{t('distances.note')}</p>
      <form method="get" action={`${localizePath(DISTANCES_PATH, locale)}#walking-route`} className={styles.picker}>
        <PointSelect
          id="from"
          label={t('distances.from')}
          points={data.points}
          selected={query.from}
          locale={locale}
          placeholder={t('distances.choose')}
        />
        <PointSelect
          id="to"
          label={t('distances.to')}
          points={data.points}
          selected={query.to}
          locale={locale}
          placeholder={t('distances.choose')}
        />
        <button type="submit" className={styles.submit}>
          {t('distances.submit')}
        </button>
      </form>
      <RouteResult data={data} query={query} t={t} locale={locale} />
      <DistanceTableView data={data} t={t} locale={locale} />
    </section>
  );
}
