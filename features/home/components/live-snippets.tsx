import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/components/link/link';
import { RefreshWhenStale } from '@/components/freshness/refresh-when-stale.client';
import { clockOffsetMs, now } from '@/lib/clock';
import type { Locale } from '@/lib/i18n/locales';
import { nextDepartures, parkingAvailability, securityWaits } from '../server';
import styles from './home-sections.module.scss';

function SnippetCard({
  id,
  title,
  href,
  linkLabel,
  children,
}: {
  id: string;
  title: string;
  href: string;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={styles.snippet}>
      <h3 id={id} className={styles.snippetTitle}>
        {title}
      </h3>
      {children}
      <Link href={href} className={styles.snippetLink}>
        {linkLabel}
      </Link>
    </section>
  );
}

function Unavailable({ text }: { text: string }) {
  return (
    <p className={styles.unavailable} role="status">
      {text}
    </p>
  );
}

export async function DeparturesSnippet({ locale }: { locale: Locale }) {
  const [t, tBoard, result] = await Promise.all([
    getTranslations('home.live.departures'),
    getTranslations('flights.board'),
    nextDepartures(locale),
  ]);
  return (
    <SnippetCard id="snippet-departures" title={t('title')} href="/vuelos/salidas" linkLabel={t('link')}>
      {/* The next departures, the queues and the car parks change by the minute: a tab that slept renders again. */}
      <RefreshWhenStale renderedAtMs={now().getTime()} clockOffsetMs={clockOffsetMs()} maxAgeMs={10 * 60_000} />
      {result.status === 'unavailable' ? (
        <Unavailable text={t('unavailable')} />
      ) : result.data.flights.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.rows}>
          {result.data.flights.map((f) => (
            <li key={f.id} className={styles.row}>
              <span className={styles.time}>{f.time}</span>
              <span className={styles.main}>
                <strong>{f.city}</strong> <span className={styles.muted}>{f.flight}</span>
              </span>
              <span className={styles.side}>
                {f.status}
                {f.gate ? <span className={styles.muted}> · {t('gate', { gate: f.gate })}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {/* The board's own note, in the same words: these departures are not real ones. */}
      {result.status === 'ok' && result.data.simulated ? <p className={styles.note}>{tBoard('simulated')}</p> : null}
    </SnippetCard>
  );
}

export async function QueuesSnippet({ locale }: { locale: Locale }) {
  const [t, result] = await Promise.all([getTranslations('home.live.queues'), securityWaits(locale)]);
  return (
    <SnippetCard
      id="snippet-queues"
      title={t('title')}
      href="/informacion-en-tiempo-real/tiempo-en-filas"
      linkLabel={t('link')}
    >
      {result.status === 'unavailable' ? (
        <Unavailable text={t('unavailable')} />
      ) : (
        <ul className={styles.rows}>
          {result.data.map((q) => (
            <li key={q.id} className={styles.row}>
              <span className={styles.main}>{q.name}</span>
              <span className={styles.side}>
                {!q.wait
                  ? t('noData')
                  : q.wait.kind === 'lessThan'
                    ? t('lessThan', { max: q.wait.maxMinutes })
                    : t('between', { min: q.wait.minMinutes, max: q.wait.maxMinutes })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SnippetCard>
  );
}

export async function ParkingSnippet({ locale }: { locale: Locale }) {
  const [t, result] = await Promise.all([getTranslations('home.live.parking'), parkingAvailability(locale)]);
  return (
    <SnippetCard
      id="snippet-parking"
      title={t('title')}
      href="/informacion-en-tiempo-real/parqueaderos"
      linkLabel={t('link')}
    >
      {result.status === 'unavailable' ? (
        <Unavailable text={t('unavailable')} />
      ) : (
        <ul className={styles.rows}>
          {result.data.map((lot) => (
            <li key={lot.id} className={styles.row}>
              <span className={styles.main}>{lot.name}</span>
              <span className={styles.side}>
                {lot.available === null ? t('noData') : t('spaces', { available: lot.available, total: lot.capacity })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SnippetCard>
  );
}

/** Next departures, security wait and parking: each fed by its feature, each degrading on its own. */
export async function LiveSnippets({ locale }: { locale: Locale }) {
  const t = await getTranslations('home.live');
  return (
    <section aria-labelledby="home-live-title" className={`container ${styles.live}`}>
      <h2 id="home-live-title">{t('title')}</h2>
      <div className={styles.snippets}>
        <DeparturesSnippet locale={locale} />
        <QueuesSnippet locale={locale} />
        <ParkingSnippet locale={locale} />
      </div>
    </section>
  );
}
