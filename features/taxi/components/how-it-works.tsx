import { getTranslations } from 'next-intl/server';
import styles from './taxi-layout.module.scss';

const STEPS = ['addresses', 'vehicle', 'signIn', 'confirm', 'pickup'] as const;

/** The /servicios/taxis/reservas page's steps of a booking, above the booking form. */
export async function HowItWorks() {
  const t = await getTranslations('taxi.howItWorks');
  return (
    <section aria-labelledby="taxi-how-it-works">
      <h2 id="taxi-how-it-works">{t('title')}</h2>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step}>{t(`steps.${step}`)}</li>
        ))}
      </ol>
    </section>
  );
}
