import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getCaptchaLabels } from '@/components/captcha/captcha-labels';
import { config } from '@/lib/config';
import { publicCaptchaConfig } from '@/lib/server/captcha';
import { pickClientMessages } from '@/lib/i18n/client-messages';
import { AccessibleCabIllustration } from './illustrations';
import { TaxiInfoGate } from './taxi-info.client';
import { TaxiNav } from './taxi-nav.client';
import { TaxiSession } from './taxi-session.client';
import { TaxiUserControl } from './taxi-user-control.client';
import styles from './taxi-layout.module.scss';

/**
 * SPEC §2 taxi layout: 'transport service' title, taxi navigation with the user control, the page,
 * and the taxi info block with the accessible-cabs card (hidden on the bookings page). The client
 * session (store, auth check, React Query) wraps it all, inside the only provider that sends the taxi
 * islands' messages (`client.taxi`, left out of every other page's payload).
 */
export async function TaxiLayout({ children }: { children: ReactNode }) {
  const [t, locale, messages] = await Promise.all([getTranslations('taxi.layout'), getLocale(), getMessages()]);
  // The sign-in code's captcha (the same widget as the forms), with its strings.
  const captchaLabels = await getCaptchaLabels(locale);
  return (
    <NextIntlClientProvider locale={locale} messages={pickClientMessages(messages, ['taxi'])}>
      <TaxiSession
        apiBase={config().NEXT_PUBLIC_API_BASE_URL}
        locale={locale}
        captcha={publicCaptchaConfig()}
        captchaLabels={captchaLabels}
      >
        <div className={styles.layout}>
          <div className={styles.bar}>
            <div className={`container ${styles.barInner}`}>
              <div>
                <p className={styles.service}>{t('title')}</p>
                <TaxiNav />
              </div>
              <TaxiUserControl />
            </div>
          </div>
          {children}
          <TaxiInfoGate>
            <aside className={`container ${styles.info}`} aria-labelledby="taxi-info-title">
              <h2 id="taxi-info-title">{t('infoTitle')}</h2>
              <p>{t('infoText')}</p>
              <div className={styles.card}>
                <AccessibleCabIllustration className={styles.cardArt} />
                <div>
                  <h3>{t('accessibleTitle')}</h3>
                  <p>{t('accessibleText')}</p>
                </div>
              </div>
            </aside>
          </TaxiInfoGate>
        </div>
      </TaxiSession>
    </NextIntlClientProvider>
  );
}
