import type { Locale } from '@/lib/i18n/locales';
import { formatCop } from '@/lib/money';
import { formatCount } from '../format';
import type { Lot, ParkingResponse } from '../schemas';
import { isStale, localTimeOf } from '../wait';
import { fill, type ParkingLabels } from './labels';
import styles from './realtime.module.scss';

function level(occupied: number): 'low' | 'medium' | 'high' {
  if (occupied >= 0.9) return 'high';
  if (occupied >= 0.7) return 'medium';
  return 'low';
}

/** Occupancy as a meter with its text equivalent (never colour alone). */
function Gauge({ lot, labels, locale }: { lot: Lot & { available: number }; labels: ParkingLabels; locale: Locale }) {
  const occupied = (lot.capacity - lot.available) / lot.capacity;
  const percent = Math.round(occupied * 100);
  const availability = fill(labels.available, {
    available: formatCount(lot.available, locale),
    capacity: formatCount(lot.capacity, locale),
  });
  return (
    <div className={styles.gauge}>
      <div
        role="meter"
        aria-label={fill(labels.gauge, { lot: lot.name[locale] })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${fill(labels.occupancy, { percent })}. ${availability}`}
        className={styles.gaugeTrack}
        data-level={level(occupied)}
      >
        <div className={styles.gaugeFill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.gaugeText}>
        <strong className={styles.available}>{lot.available === 0 ? labels.full : availability}</strong>
        <span>{fill(labels.occupancy, { percent })}</span>
      </p>
    </div>
  );
}

function Pricing({ lot, labels }: { lot: Lot; labels: ParkingLabels }) {
  const rows: Array<[string, number]> = [
    [labels.carPerMinute, lot.pricing.carPerMinute],
    [labels.motorbikePerMinute, lot.pricing.motorbikePerMinute],
    [labels.dailyMaximum, lot.pricing.dailyMaximum],
    [labels.lostTicket, lot.pricing.lostTicket],
  ];
  return (
    <div className={styles.pricing}>
      <h4 className={styles.subheading}>{labels.pricing}</h4>
      <dl className={styles.prices}>
        {rows.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className="tabular">{formatCop(amount)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function LotCard({ lot, labels, locale, nowMs }: { lot: Lot; labels: ParkingLabels; locale: Locale; nowMs?: number }) {
  const headingId = `lot-${lot.id}`;
  const time = lot.updatedAt ? localTimeOf(lot.updatedAt) : null;
  const stale = lot.stale || (nowMs !== undefined && isStale(lot.updatedAt, nowMs));
  return (
    <article className={styles.card} aria-labelledby={headingId} data-lot={lot.id}>
      <header className={styles.cardHeader}>
        <h3 id={headingId} className={styles.cardTitle}>
          {lot.name[locale]}
        </h3>
        <span className={styles.badge}>{fill(labels.terminal, { terminal: lot.terminal.slice(1) })}</span>
      </header>
      {lot.available === null ? (
        <p className={styles.noData}>{labels.noData}</p>
      ) : (
        <Gauge lot={{ ...lot, available: lot.available }} labels={labels} locale={locale} />
      )}
      <p className={styles.measured}>
        {fill(labels.capacity, { capacity: formatCount(lot.capacity, locale) })}
        {time ? (
          <>
            {' · '}
            <span className={stale ? styles.staleNote : undefined}>
              {stale ? fill(labels.stale, { time }) : fill(labels.measuredAt, { time })}
            </span>
          </>
        ) : null}
      </p>
      <Pricing lot={lot} labels={labels} />
      <div className={styles.contact}>
        <h4 className={styles.subheading}>{labels.contact}</h4>
        <p>
          {labels.phone}: <a href={`tel:${lot.contact.phone.replace(/\s/g, '')}`}>{lot.contact.phone}</a>
          <br />
          {labels.email}: <a href={`mailto:${lot.contact.email}`}>{lot.contact.email}</a>
        </p>
      </div>
      <a className={styles.pay} href={lot.paymentUrl} rel="noopener">
        {labels.pay}
        <span className="visually-hidden"> ({lot.name[locale]})</span>
      </a>
    </article>
  );
}

/** Availability, pricing and contact per lot. Server or client. */
export function ParkingBoard({
  data,
  labels,
  locale,
  nowMs,
}: {
  data: ParkingResponse;
  labels: ParkingLabels;
  locale: Locale;
  /** The browser's time of its latest refresh attempt: availability older than 15 minutes then is stale. */
  nowMs?: number;
}) {
  return (
    <div className={styles.cards}>
      {data.lots.map((lot) => (
        <LotCard key={lot.id} lot={lot} labels={labels} locale={locale} nowMs={nowMs} />
      ))}
    </div>
  );
}
