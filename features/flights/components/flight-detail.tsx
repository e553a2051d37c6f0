import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { bogotaMs } from '@/lib/bogota-time';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/components/link/link';
import { gateHref } from '@/features/maps/schemas';
import type { FlightDetailModel } from '../server';
import { STATUSES, timelinePosition, timelineSteps } from '../status';
import { statusIcon } from '../status-style';
import { AirlineLogo } from './airline-logo';
import { StatusIcon } from './status-icon';
import { StatusPill } from './status-pill';
import styles from './flight-detail.module.scss';

const hhmm = (local: string | null) => (local ? local.slice(11, 16) : null);

function instantOf(local: string): Date {
  return new Date(bogotaMs(local));
}

/**
 * One flight: times, places, gate and belt, codeshares, a progress timeline, calendar and share links.
 * `follow` (the follow toggle) and `alerts` (the alert sign-up) are composed in by the page.
 */
export async function FlightDetail({
  model,
  locale,
  follow,
  alerts,
}: {
  model: FlightDetailModel;
  locale: Locale;
  follow?: ReactNode;
  alerts?: ReactNode;
}) {
  const t = await getTranslations('flights.detail');
  const tBoard = await getTranslations('flights.board');
  const format = await getFormatter();
  const { flight, occurrences, relations } = model;
  const departure = flight.direction === 'departure';
  const here = { code: 'BOG', name: t('bogota') };
  const there = { code: flight.city.code, name: flight.city[locale] };
  const origin = departure ? here : there;
  const destination = departure ? there : here;
  const steps = timelineSteps(flight.direction, flight.kind);
  const position = timelinePosition(steps, flight.status.code);
  const interrupted = flight.status.code === 'CNL' || flight.status.code === 'DIV';
  const estimated = hhmm(flight.estimatedDate);
  const changed = estimated !== null && estimated !== hhmm(flight.scheduleDate);
  const longDate = format.dateTime(instantOf(flight.scheduleDate), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Bogota',
  });
  const shareText = t('shareText', { flight: flight.flight, url: model.shareUrl });
  // A passenger flight's gate opens the map: the walking route from security to it for a departure.
  const gateMap = flight.gate && flight.kind !== 'cargo' ? gateHref(flight.gate, flight.direction) : undefined;
  const pending = (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{tBoard('notAssigned')}</span>
    </>
  );
  const boardTab = flight.kind === 'cargo' ? 'carga' : departure ? 'salidas' : 'llegadas';

  return (
    <article className={styles.detail}>
      <header className={styles.summary}>
        <div className={styles.identity}>
          <AirlineLogo code={flight.airline.code} size={56} />
          <div>
            <p className={styles.flight}>{flight.flight}</p>
            <p className={styles.airline}>{flight.airline.name}</p>
          </div>
        </div>
        <p className={styles.route}>
          <span>
            <span className={styles.code}>{origin.code}</span> {origin.name}
          </span>
          <span aria-hidden="true" className={styles.arrow}>
            →
          </span>
          <span className="visually-hidden">{t('to')}</span>
          <span>
            <span className={styles.code}>{destination.code}</span> {destination.name}
          </span>
        </p>
        <div className={styles.status}>
          <StatusPill code={flight.status.code} label={flight.status[locale]} />
          {follow}
        </div>
        {flight.status.code === 'CNL' ? (
          <p className={styles.note}>{t('cancelledNote', { airline: flight.airline.name })}</p>
        ) : null}
        {flight.status.code === 'DIV' ? (
          <p className={styles.note}>{t('divertedNote', { airline: flight.airline.name })}</p>
        ) : null}
      </header>

      <dl className={styles.facts}>
        <div className={styles.big}>
          <dt>{t('estimated')}</dt>
          <dd className="tabular">
            {estimated ? changed ? <strong className={styles.changed}>{estimated}</strong> : estimated : pending}
          </dd>
        </div>
        <div className={styles.big}>
          <dt>{t('scheduled')}</dt>
          <dd className="tabular">{changed ? <s>{hhmm(flight.scheduleDate)}</s> : hhmm(flight.scheduleDate)}</dd>
        </div>
        {flight.actualDate ? (
          <div className={styles.big}>
            <dt>{t(departure ? 'actualDeparture' : 'actualArrival')}</dt>
            <dd className="tabular">{hhmm(flight.actualDate)}</dd>
          </div>
        ) : null}
        {/* Where to go next to the times, so a phone's first screen holds times, status and gate. */}
        <div>
          <dt>{t(flight.kind === 'cargo' ? 'stand' : 'gate')}</dt>
          <dd className="tabular">
            {flight.gate ?? pending}
            {gateMap ? (
              <>
                {' '}
                <Link href={gateMap} prefetch={false} className={styles.gateMap} data-gate-map="">
                  {t(departure ? 'gateRoute' : 'gateMap', { gate: flight.gate ?? '' })}
                </Link>
              </>
            ) : null}
          </dd>
        </div>
        {!departure && flight.kind === 'commercial' ? (
          <div>
            <dt>{t('claim')}</dt>
            <dd className="tabular">{flight.claim ?? pending}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('terminal')}</dt>
          <dd>{flight.terminal}</dd>
        </div>
        <div>
          <dt>{t('date')}</dt>
          <dd>{longDate}</dd>
        </div>
        <div>
          <dt>{t('flight')}</dt>
          <dd>{flight.flight}</dd>
        </div>
        <div>
          <dt>{t('status')}</dt>
          <dd>{flight.status[locale]}</dd>
        </div>
        <div>
          <dt>{t('airline')}</dt>
          <dd>{flight.airline.name}</dd>
        </div>
        <div>
          <dt>{t('origin')}</dt>
          <dd>
            {origin.name} ({origin.code})
          </dd>
        </div>
        <div>
          <dt>{t('destination')}</dt>
          <dd>
            {destination.name} ({destination.code})
          </dd>
        </div>
        <div>
          <dt>{t('type')}</dt>
          <dd>
            {t(flight.flighttype === 'D' ? 'domestic' : 'international')}
            {flight.kind === 'cargo' ? ` · ${t('cargo')}` : ''}
          </dd>
        </div>
        <div className={styles.wide}>
          <dt>{t('codeshares')}</dt>
          <dd>
            {flight.codeshares.length
              ? flight.codeshares.map((c) => `${c.flight} (${c.airline.name})`).join(', ')
              : t('noCodeshares')}
          </dd>
        </div>
      </dl>

      <section aria-labelledby="flight-progress" className={styles.progress}>
        <h2 id="flight-progress" className={styles.sectionTitle}>
          {t('timeline')}
        </h2>
        <ol className={styles.timeline} data-interrupted={interrupted}>
          {steps.map((step, index) => {
            const state = interrupted || index > position ? 'upcoming' : index === position ? 'current' : 'done';
            return (
              <li key={step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
                <span className={styles.dot}>
                  <StatusIcon icon={statusIcon(step)} />
                </span>
                <span>{STATUSES[step].labels[locale]}</span>
                <span className="visually-hidden"> ({t(`step.${state}`)})</span>
              </li>
            );
          })}
          {interrupted ? (
            <li data-state="interrupted" aria-current="step">
              <span className={styles.dot}>
                <StatusIcon icon={statusIcon(flight.status.code === 'CNL' ? 'CNL' : 'DIV')} />
              </span>
              <span>{flight.status[locale]}</span>
            </li>
          ) : null}
        </ol>
      </section>

      {alerts}

      <section aria-labelledby="flight-actions" className={styles.actions}>
        <h2 id="flight-actions" className={styles.sectionTitle}>
          {t('actions')}
        </h2>
        <ul>
          <li>
            <a href={model.calendarUrl} download>
              {t('addToCalendar')}
            </a>
          </li>
          <li>
            <a href={`https://wa.me/?text=${encodeURIComponent(shareText)}`} rel="noopener noreferrer" target="_blank">
              {t('shareWhatsApp')}
            </a>
          </li>
          <li>
            <a
              href={`mailto:?subject=${encodeURIComponent(t('shareSubject', { flight: flight.flight }))}&body=${encodeURIComponent(shareText)}`}
            >
              {t('shareEmail')}
            </a>
          </li>
        </ul>
        <label className={styles.permalink}>
          <span>{t('permalink')}</span>
          <input type="text" readOnly value={model.shareUrl} />
        </label>
      </section>

      {occurrences.length > 1 ? (
        <nav aria-labelledby="flight-days" className={styles.days}>
          <h2 id="flight-days" className={styles.sectionTitle}>
            {t('otherDays')}
          </h2>
          <ul>
            {occurrences.map((o) => {
              const relation = relations[o.date];
              const label = `${relation ? tBoard(`days.${relation}`) : o.date} · ${hhmm(o.scheduleDate)}`;
              return (
                <li key={o.id}>
                  {o.id === flight.id ? (
                    <span aria-current="page">{label}</span>
                  ) : (
                    <Link href={`/vuelos/detalle/${o.id}`} prefetch={false}>
                      {label}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}

      <p className={styles.updated}>
        {t('updated', { time: model.updatedAt.slice(11, 16) })}
        {model.stale ? ` ${tBoard('stale', { time: model.updatedAt.slice(11, 16) })}` : ''}
        {model.simulated ? <span className={styles.simulated}>{tBoard('simulated')}</span> : null}
      </p>
      <p>
        <Link href={`/vuelos/${boardTab}`} className="standalone-link">
          {t('backToBoard', { board: tBoard(`tabs.${boardTab}`) })}
        </Link>
      </p>
    </article>
  );
}
