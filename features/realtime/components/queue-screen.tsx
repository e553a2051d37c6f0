import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/link/link';
import type { Locale } from '@/lib/i18n/locales';
import { QueuesPanel } from './live-panels';
import { QueueForecastPanel } from './queue-forecast';
import styles from './realtime.module.scss';

/** /tiempo-en-fila: the waiting times full screen, for the terminal's screens (refreshes itself), and today's forecast. */
export async function QueueScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'realtime' });
  return (
    <div className={styles.screen}>
      <QueuesPanel locale={locale} headingLevel={1} />
      <QueueForecastPanel locale={locale} screen />
      <p className={styles.screenFooter}>
        <span>{t('queues.screenHint')}</span>
        <Link href="/">{t('queues.screenBack')}</Link>
      </p>
    </div>
  );
}
