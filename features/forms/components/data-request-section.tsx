import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { DataRequestForm } from './data-request-form.client';
import { getFormContext } from './form-context';
import styles from './forms.module.scss';

/** /eliminacion-datos: the personal-data request form. */
export async function DataRequestSection({ locale }: { locale: Locale }) {
  const context = await getFormContext(locale);
  const L = context.labels;
  const alerts = await getTranslations({ locale, namespace: 'flightAlerts.privacy' });
  return (
    <section aria-labelledby="data-request-title" className={styles.section}>
      <h2 id="data-request-title">{L.dataRequest.heading}</h2>
      <p className={styles.lead}>{L.dataRequest.intro}</p>
      <DataRequestForm
        labels={L}
        locale={locale}
        apiBase={context.apiBase}
        termsHref={context.termsHref}
        captcha={context.captcha}
      />
      {/* What following a flight stores, and for how long. */}
      <h3 id="avisos-de-vuelo">{alerts('title')}</h3>
      <p>{alerts('text')}</p>
    </section>
  );
}
