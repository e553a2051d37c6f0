import type { Locale } from '@/lib/i18n/locales';
import type { BoardFlight } from '../api/flight-list';
import { AirlineLogo } from './airline-logo';
import type { BoardLabels } from './board-labels';
import { fill } from './board-labels';
import { FlightTime } from './flight-time';
import { FollowStar } from './follow-star.client';
import { StatusPill } from './status-pill';
import styles from './flight-table.module.scss';

/** A value the airport has not assigned yet: a dash on screen, words for screen readers. */
function Pending({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{label}</span>
    </>
  );
}

/**
 * The flight board: a dense table on wide screens; below 768 px each row is laid out as a card
 * (CSS only, the markup stays one table so screen readers keep rows and headers).
 */
export function FlightTable({
  flights,
  direction,
  kind = 'commercial',
  locale,
  labels,
  pathPrefix,
  apiBase = '/api',
}: {
  flights: readonly BoardFlight[];
  direction: 'departure' | 'arrival';
  kind?: 'commercial' | 'cargo';
  locale: Locale;
  labels: BoardLabels;
  /** Locale prefix of site paths ('' for Spanish, '/en'…). */
  pathPrefix: string;
  /** Base of the public API, for cancelling the alerts of an unfollowed flight. */
  apiBase?: string;
}) {
  // Baggage belts exist for passenger arrivals only.
  const arrivals = direction === 'arrival' && kind === 'commercial';
  const { columns } = labels;
  return (
    // Its own scroll region when its columns are wider than the page (text at 200 %, WCAG 1.4.10's data-table case).
    <div className={styles.scroll}>
      <table className={styles.table} data-belt={arrivals}>
        <caption className="visually-hidden">{labels.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.time}>
              {columns.time}
            </th>
            <th scope="col" className={styles.city}>
              {columns.city}
            </th>
            <th scope="col" className={styles.airline}>
              {columns.airline}
            </th>
            <th scope="col" className={styles.flight}>
              {columns.flight}
            </th>
            <th scope="col" className={styles.terminal}>
              {columns.terminal}
            </th>
            {arrivals ? (
              <th scope="col" className={styles.belt}>
                {columns.belt}
              </th>
            ) : null}
            <th scope="col" className={styles.gate}>
              {columns.gate}
            </th>
            <th scope="col" className={styles.status}>
              {columns.status}
            </th>
          </tr>
        </thead>
        <tbody>
          {flights.map((flight) => (
            <tr key={flight.id} data-code={flight.status.code}>
              <td className={styles.time}>
                <FlightTime scheduled={flight.scheduleDate} changed={flight.estimatedDate} labels={labels} />
              </td>
              <td className={styles.city}>
                <span className={styles.cityName}>{flight.city[locale]}</span>{' '}
                <span className={styles.cityCode}>{flight.city.code}</span>
              </td>
              <td className={styles.airline}>
                <span className={styles.airlineInner}>
                  <AirlineLogo code={flight.airline.code} />
                  <span>{flight.airline.name}</span>
                </span>
              </td>
              <th scope="row" className={styles.flight}>
                {/* A plain link: 25 framework links cost more server time than the soft navigation they offer. */}
                <a href={`${pathPrefix}/vuelos/detalle/${flight.id}`} className={styles.flightLink}>
                  {flight.flight}
                </a>
                {flight.codeshares.length ? (
                  <span className={styles.codeshares}>
                    {fill(labels.codeshares, { flights: flight.codeshares.map((c) => c.flight).join(', ') })}
                  </span>
                ) : null}
              </th>
              <td className={styles.terminal}>
                <span className={styles.cellLabel} aria-hidden="true">
                  {columns.terminal}{' '}
                </span>
                {flight.terminal}
              </td>
              {arrivals ? (
                <td className={styles.belt}>
                  <span className={styles.cellLabel} aria-hidden="true">
                    {columns.belt}{' '}
                  </span>
                  <span className="tabular">{flight.claim ?? <Pending label={labels.notAssigned} />}</span>
                </td>
              ) : null}
              <td className={styles.gate}>
                <span className={styles.cellLabel} aria-hidden="true">
                  {columns.gate}{' '}
                </span>
                <span className="tabular">{flight.gate ?? <Pending label={labels.notAssigned} />}</span>
              </td>
              <td className={styles.status}>
                {labels.follow ? (
                  <span className={styles.follow}>
                    <FollowStar
                      flight={flight}
                      labels={labels.follow}
                      apiBase={apiBase}
                      planHref={kind === 'commercial' ? `${pathPrefix}/vuelos/mi-viaje/${flight.id}` : undefined}
                    />
                  </span>
                ) : null}
                <StatusPill code={flight.status.code} label={flight.status[locale]} />
                {flight.actualDate && flight.actualDate !== flight.estimatedDate ? (
                  <time className={`tabular ${styles.actual}`} dateTime={flight.actualDate.replace(' ', 'T')}>
                    {flight.actualDate.slice(11, 16)}
                  </time>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
