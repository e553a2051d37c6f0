import { getTranslations } from 'next-intl/server';
import { getCaptchaLabels } from '@/components/captcha/captcha-labels';
import { BellIcon } from '@/components/icons/icons';
import type { Locale } from '@/lib/i18n/locales';
import { publicCaptchaConfig } from '@/lib/server/captcha';
import { AlertsControlsSlot } from './alerts-controls-slot.client';
import type { AlertsLabels } from './alerts-controls.client';
import styles from './alerts.module.scss';

/**
 * "Alerts for this flight" on a flight's page: what is told and for how long, server-rendered;
 * the controls (push, email, turn off) are a client island loaded after the page is interactive.
 */
export async function AlertsSection({
  flight,
  locale,
  apiBase,
}: {
  flight: { id: string; flight: string; direction: 'departure' | 'arrival' };
  locale: Locale;
  apiBase: string;
}) {
  const [t, captchaLabels] = await Promise.all([getTranslations('flightAlerts.ui'), getCaptchaLabels(locale)]);
  const labels: AlertsLabels = {
    pushLabel: t('pushLabel'),
    pushOn: t('pushOn'),
    pushActive: t('pushActive'),
    pushUnsupported: t('pushUnsupported'),
    pushDenied: t('pushDenied'),
    emailLabel: t('emailLabel'),
    emailSubmit: t('emailSubmit'),
    emailPending: t('emailPending', { email: '{email}' }),
    emailActive: t('emailActive'),
    stop: t('stop'),
    stopped: t('stopped'),
    busy: t('busy'),
    error: t('error'),
    limit: t('limit', { limit: '{limit}' }),
  };
  return (
    <section aria-labelledby="flight-alerts-title" className={styles.section}>
      <h2 id="flight-alerts-title" className={styles.title}>
        <BellIcon size={22} /> {t('alertsTitle')}
      </h2>
      <p className={styles.intro}>{t('alertsIntro')}</p>
      <AlertsControlsSlot
        flight={flight}
        locale={locale}
        apiBase={apiBase}
        labels={labels}
        captcha={publicCaptchaConfig()}
        captchaLabels={captchaLabels}
      />
      <p className={styles.privacy}>{t('privacy')}</p>
    </section>
  );
}
