'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/components/link/link';
import styles from './error-view.module.scss';

interface ErrorViewProps {
  error: Error & { digest?: string; serverMessage?: string };
  reset?: () => void;
}

/** SPEC §8: title 'Error'; the server message, else the error message, else the unknown-error text. */
export function ErrorView({ error, reset }: ErrorViewProps) {
  const t = useTranslations('errors');
  const message = error.serverMessage || error.message || t('unknown');
  return (
    <section className={`container ${styles.view}`} aria-labelledby="error-title" role="alert">
      <h1 id="error-title">{t('errorTitle')}</h1>
      <p>{message}</p>
      {error.digest ? <p className={styles.digest}>#{error.digest}</p> : null}
      <div className={styles.actions}>
        {reset ? (
          <button type="button" className={styles.retry} onClick={reset}>
            {t('retry')}
          </button>
        ) : null}
        <Link className={styles.home} href="/">
          {t('backHome')}
        </Link>
      </div>
    </section>
  );
}
