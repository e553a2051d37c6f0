import { Link } from '@/components/link/link';
import { inBogota } from '@/lib/clock';
import type { Locale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db';
import { erasureLinkState, erasureReport, formatLongDate, formsTranslator } from '../server';
import styles from './forms.module.scss';

/** Where the page's button posts (same origin: the CSP allows forms to post to 'self' only). */
const CONFIRM_ACTION = '/api/v2/data-requests/confirm';

const dateIn = (date: Date, locale: Locale) => formatLongDate(inBogota(date).format('YYYY-MM-DD'), locale);

/**
 * /eliminacion-datos/confirmar?request=&token= — the link a deletion request mails. Opening it erases nothing
 * (mail scanners fetch links): it says what will be deleted, anonymised and kept, and its button posts the
 * confirmation. Once done, the same link shows what was done; an invalid or expired link says so.
 */
export async function ErasureConfirmation({
  locale,
  request,
  token,
}: {
  locale: Locale;
  request?: string;
  token?: string;
}) {
  const t = await formsTranslator(locale);
  const link = await erasureLinkState(getDb(), request, token);

  if (link.state === 'pending') {
    return (
      <section className={styles.notice} data-outcome="pending" aria-labelledby="erasure-title">
        <h2 id="erasure-title" className={styles.warningTitle}>
          {t('erasure.pendingTitle')}
        </h2>
        <p>{t('erasure.pending', { number: link.filingNumber })}</p>
        <ul>
          <li>{t('erasure.willDelete')}</li>
          <li>{t('erasure.willAnonymise')}</li>
          <li>{t('erasure.willKeep')}</li>
        </ul>
        <p>{t('erasure.openPqrs')}</p>
        <p>{t('erasure.expiresAt', { date: dateIn(link.expiresAt, locale) })}</p>
        <form method="post" action={CONFIRM_ACTION} className={styles.actions}>
          <input type="hidden" name="request" value={link.filingNumber} />
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="locale" value={locale} />
          <button type="submit" className={styles.primary}>
            {t('erasure.confirmButton')}
          </button>
        </form>
      </section>
    );
  }

  if (link.state === 'completed') {
    const report = erasureReport(link.erasure, t);
    const list = (lines: string[]) => (
      <ul>
        {(lines.length ? lines : [t('erasure.nothing')]).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    );
    return (
      <section className={styles.notice} data-outcome="completed" aria-labelledby="erasure-title">
        <h2 id="erasure-title" className={styles.successTitle}>
          {t('erasure.doneTitle')}
        </h2>
        <p role="status">{t('erasure.done', { number: link.filingNumber, date: dateIn(link.completedAt, locale) })}</p>
        <h3>{t('erasure.deletedHeading')}</h3>
        {list(report.deleted)}
        <h3>{t('erasure.anonymisedHeading')}</h3>
        {list(report.anonymised)}
        <h3>{t('erasure.keptHeading')}</h3>
        {list(report.kept)}
        {link.erasure.taxiAccount === 'none' ? <p>{t('erasure.taxiHint')}</p> : null}
        <p className={styles.actions}>
          <Link href="/" className={styles.primaryLink}>
            {t('erasure.home')}
          </Link>
        </p>
      </section>
    );
  }

  return (
    <section className={styles.notice} data-outcome={link.state} aria-labelledby="erasure-title">
      <h2 id="erasure-title" className={styles.warningTitle}>
        {t(`erasure.${link.state}Title`)}
      </h2>
      <p role="status">
        {link.state === 'expired' ? t('erasure.expired', { number: link.filingNumber }) : t('erasure.invalid')}
      </p>
      <p className={styles.actions}>
        <Link href="/eliminacion-datos" className={styles.secondaryLink}>
          {t('erasure.newRequest')}
        </Link>
        <Link href="/" className={styles.primaryLink}>
          {t('erasure.home')}
        </Link>
      </p>
    </section>
  );
}
