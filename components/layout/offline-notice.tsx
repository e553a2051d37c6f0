'use client';

import { useTranslations } from 'next-intl';
import { OfflineIcon } from '@/components/icons/icons';
import { useNetworkStatus } from '@/components/providers/network-status';
import styles from './offline-notice.module.scss';

/** Tells the visitor the connection is lost (and back); the live region is always in the page so it is announced. */
export function OfflineNotice() {
  const t = useTranslations('client.offline');
  const online = useNetworkStatus((s) => s.online);
  return (
    <div role="status" className={styles.region}>
      {online ? null : (
        <p className={styles.notice}>
          <OfflineIcon size={20} />
          <span>{t('message')}</span>
        </p>
      )}
    </div>
  );
}
