import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/link/link';
import type { MessageKey } from '@/lib/i18n/keys';
import type { Locale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db';
import { confirmSubscription, formsTranslator, unsubscribe, type ConfirmationOutcome } from '../server';
import styles from './forms.module.scss';

type Outcome = ConfirmationOutcome | 'unsubscribed' | 'unsubscribeInvalid';

const TITLES: Record<Outcome, MessageKey<'forms.validation'>> = {
  confirmed: 'confirmedTitle',
  alreadyUsed: 'alreadyUsedTitle',
  expired: 'expiredTitle',
  invalid: 'invalidTitle',
  unsubscribed: 'unsubscribedTitle',
  unsubscribeInvalid: 'invalidTitle',
};

/**
 * /auth/accountValidation/{token}: confirms a newsletter subscription (each link once, 48 h), or
 * with `?action=unsubscribe` ends one. Every outcome is a clear page; never an error page.
 */
export async function SubscriptionValidation({
  locale,
  token,
  action,
}: {
  locale: Locale;
  token?: string;
  action?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'forms.validation' });
  let outcome: Outcome;
  if (!token) outcome = 'invalid';
  else if (action === 'unsubscribe')
    outcome = (await unsubscribe(getDb(), token)) === 'unsubscribed' ? 'unsubscribed' : 'unsubscribeInvalid';
  else outcome = await confirmSubscription(getDb(), token, await formsTranslator(locale));
  const good = outcome === 'confirmed' || outcome === 'alreadyUsed' || outcome === 'unsubscribed';
  return (
    <section className={styles.notice} data-outcome={outcome} aria-labelledby="validation-title">
      <h2 id="validation-title" className={good ? styles.successTitle : styles.warningTitle}>
        {t(TITLES[outcome])}
      </h2>
      <p role="status">{t(outcome)}</p>
      <p className={styles.actions}>
        {!good || outcome === 'unsubscribed' ? (
          <Link href="/#boletin" className={styles.secondaryLink}>
            {t('subscribeAgain')}
          </Link>
        ) : null}
        <Link href="/" className={styles.primaryLink}>
          {t('home')}
        </Link>
      </p>
    </section>
  );
}

/** /auth/resetpassword/{token}: there are no password accounts; say so clearly, with a way on. */
export async function ResetPasswordNotice({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'forms.resetPassword' });
  return (
    <section className={styles.notice} aria-labelledby="reset-title">
      <h2 id="reset-title" className={styles.warningTitle}>
        {t('title')}
      </h2>
      <p>{t('text')}</p>
      <p>{t('taxi')}</p>
      <p className={styles.actions}>
        <Link href="/servicios/taxis" className={styles.secondaryLink}>
          {t('taxiLink')}
        </Link>
        <Link href="/" className={styles.primaryLink}>
          {t('home')}
        </Link>
      </p>
    </section>
  );
}
