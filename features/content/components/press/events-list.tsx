import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/link/link';
import type { Locale } from '@/lib/i18n/locales';
import type { EntryView } from '../../server';
import { formatSpan } from './format';
import styles from './press.module.scss';

/** Upcoming events, or the SPEC's empty state ('No hay eventos disponibles') with a next step. */
export async function EventsList({
  events,
  locale,
  headingId,
}: {
  events: EntryView[];
  locale: Locale;
  headingId: string;
}) {
  const t = await getTranslations('content.events');
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('title')}</h2>
      {events.length === 0 ? (
        <div className={styles.empty} role="status">
          <p className={styles.emptyTitle}>{t('empty')}</p>
          <p>
            <Link href="/eldorado-informa">{t('emptyNext')}</Link>
          </p>
        </div>
      ) : (
        <ul className={styles.events}>
          {events.map((event) => (
            <li key={event.slug} className={styles.event} lang={event.fallback ? event.locale : undefined}>
              <h3 className={styles.entryTitle}>{event.title}</h3>
              <p>{event.summary}</p>
              <dl className={styles.eventFacts}>
                <div>
                  <dt>{t('when')}</dt>
                  <dd>{event.startsAt && event.endsAt ? formatSpan(event.startsAt, event.endsAt, locale) : null}</dd>
                </div>
                <div>
                  <dt>{t('place')}</dt>
                  <dd>{event.place}</dd>
                </div>
              </dl>
              <div className={styles.prose} dangerouslySetInnerHTML={{ __html: event.bodyHtml }} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
