import type { Locale } from '@/lib/i18n/locales';
import { DataRequestForm } from './data-request-form.client';
import { getFormContext } from './form-context';
import styles from './forms.module.scss';

/** /eliminacion-datos: the personal-data request form. */
export async function DataRequestSection({ locale }: { locale: Locale }) {
  const context = await getFormContext(locale);
  const L = context.labels;
  return (
    <section aria-labelledby="data-request-title" className={styles.section}>
      <h2 id="data-request-title">{L.dataRequest.heading}</h2>
      <p className={styles.lead}>{L.dataRequest.intro}</p>
      <DataRequestForm
        labels={L}
        locale={locale}
        apiBase={context.apiBase}
        termsHref={context.termsHref}
        captchaSiteKey={context.captchaSiteKey}
      />
    </section>
  );
}
