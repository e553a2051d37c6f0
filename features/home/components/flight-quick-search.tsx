import { getTranslations } from 'next-intl/server';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import styles from './home-sections.module.scss';

/** A plain GET form that lands on the flight board with the search and the tab (works without JavaScript). */
export async function FlightQuickSearch({ locale }: { locale: Locale }) {
  const t = await getTranslations('home.search');
  return (
    <form
      action={localizePath('/vuelos', locale)}
      method="get"
      role="search"
      aria-labelledby="home-search-title"
      className={styles.search}
    >
      <h2 id="home-search-title" className={styles.searchTitle}>
        {t('title')}
      </h2>
      <div className={styles.searchFields}>
        <label className={styles.field}>
          <span>{t('label')}</span>
          <input name="q" type="search" placeholder={t('placeholder')} maxLength={60} autoComplete="off" />
        </label>
        <fieldset className={styles.direction}>
          <legend>{t('direction')}</legend>
          <label>
            <input type="radio" name="tab" value="salidas" defaultChecked /> {t('departures')}
          </label>
          <label>
            <input type="radio" name="tab" value="llegadas" /> {t('arrivals')}
          </label>
        </fieldset>
        <button type="submit" className={styles.submit}>
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
