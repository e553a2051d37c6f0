import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/link/link';
import styles from './error-view.module.scss';

/** SPEC §8: title 'Page not found' in the visitor's language, status 404, link home. */
export async function NotFoundView() {
  const t = await getTranslations('errors');
  const common = await getTranslations('common');
  return (
    <section className={`container ${styles.view}`} aria-labelledby="error-title">
      {/* React hoists this into <head>: a 404 reached through the proxy rewrite gets no page metadata. */}
      <title>{`${t('notFoundTitle')} | ${common('siteName')}`}</title>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="error-title">{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <Link className={styles.home} href="/">
        {t('backHome')}
      </Link>
    </section>
  );
}
