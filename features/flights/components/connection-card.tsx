import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/link/link';
import styles from './connection-card.module.scss';

/** The flights page's connection help card: one link to the connection guide. */
export async function ConnectionCard() {
  const t = await getTranslations('flights.connectionCard');
  return (
    <aside className={styles.card} aria-labelledby="connection-card-title">
      <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={styles.art}>
        <circle cx="12" cy="34" r="5" fill="none" stroke="#c9a227" strokeWidth="3" />
        <circle cx="36" cy="14" r="5" fill="none" stroke="#c9a227" strokeWidth="3" />
        <path d="M16 31c8-4 6-13 15-15" fill="none" stroke="currentColor" strokeWidth="2.5" strokeDasharray="4 4" />
      </svg>
      <h2 id="connection-card-title" className={styles.title}>
        {t('title')}
      </h2>
      <p>{t('text')}</p>
      <Link href="/vuelos/conexiones" className={styles.link}>
        {t('cta')}
      </Link>
    </aside>
  );
}
