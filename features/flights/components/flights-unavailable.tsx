import { getTranslations } from 'next-intl/server';
import styles from './flight-board.module.scss';

/** The notice shown where flight data cannot be read (upstream down and nothing stale to show). */
export async function FlightsUnavailable() {
  const t = await getTranslations('flights.board');
  return (
    <div className={styles.unavailable} role="alert">
      <p className={styles.emptyTitle}>{t('unavailableTitle')}</p>
      <p>{t('unavailableText')}</p>
    </div>
  );
}
