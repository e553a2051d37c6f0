'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { OfflineIcon } from '@/components/icons/icons';
import { BOGOTA_TIME_ZONE } from '@/lib/bogota-time';
import { useNetworkStatus } from '@/components/providers/network-status.client';
import { readGeneratedAt } from '@/lib/browser/generated-at';
import styles from './offline-notice.module.scss';

/**
 * Tells the visitor the connection is lost (and back); the live region is always in the page so it is
 * announced. Offline, it also says when the page's data was rendered (the page may come from the
 * service worker's cache: docs/offline.md).
 */
export function OfflineNotice() {
  const t = useTranslations('client.offline');
  const format = useFormatter();
  const online = useNetworkStatus((s) => s.online);
  // Only read once offline, which is always after hydration (the first render assumes online).
  const generatedAt = online ? undefined : readGeneratedAt();
  let dataAge: string | undefined;
  if (generatedAt) {
    const day = (date: Date) => format.dateTime(date, { dateStyle: 'short', timeZone: BOGOTA_TIME_ZONE });
    const time = format.dateTime(generatedAt, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: BOGOTA_TIME_ZONE,
    });
    dataAge =
      day(generatedAt) === day(new Date())
        ? t('dataAge', { time })
        : t('dataAgeDate', {
            date: format.dateTime(generatedAt, { day: 'numeric', month: 'long', timeZone: BOGOTA_TIME_ZONE }),
            time,
          });
  }
  return (
    <div role="status" className={styles.region}>
      {online ? null : (
        <p className={styles.notice}>
          <OfflineIcon size={20} />
          <span>
            {t('message')}
            {generatedAt && dataAge ? (
              <>
                {' '}
                <time dateTime={generatedAt.toISOString()} className="tabular" data-data-age>
                  {dataAge}
                </time>
              </>
            ) : null}
          </span>
        </p>
      )}
    </div>
  );
}
