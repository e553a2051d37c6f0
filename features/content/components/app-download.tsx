import { getTranslations } from 'next-intl/server';
import { config } from '@/lib/config';
import { AppStoreRedirect } from './app-store-redirect.client';
import styles from './app-download.module.scss';

/** /qr-descarga-app: both store links, and the redirect for phones. */
export async function AppDownload() {
  const t = await getTranslations('content.app');
  const { APP_STORE_URL, PLAY_STORE_URL } = config();
  return (
    <section aria-labelledby="app-download-title" className={styles.download}>
      <h2 id="app-download-title">{t('title')}</h2>
      <AppStoreRedirect ios={APP_STORE_URL} android={PLAY_STORE_URL} />
      <p>{t('choose')}</p>
      <ul className={styles.stores}>
        <li>
          <a href={APP_STORE_URL} className={styles.store} rel="noopener noreferrer">
            {t('ios')}
          </a>
        </li>
        <li>
          <a href={PLAY_STORE_URL} className={styles.store} rel="noopener noreferrer">
            {t('android')}
          </a>
        </li>
      </ul>
    </section>
  );
}
