import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { TaxiInfoGate } from './taxi-info';
import { TaxiNav } from './taxi-nav';
import styles from './taxi-layout.module.scss';

/** SPEC §2 taxi layout: 'transport service' title, taxi navigation, info block with the accessible-cabs card. */
export async function TaxiLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('taxi.layout');
  return (
    <div className={styles.layout}>
      <div className={styles.bar}>
        <div className="container">
          <p className={styles.service}>{t('title')}</p>
          <TaxiNav />
        </div>
      </div>
      {children}
      <TaxiInfoGate>
        <aside className={`container ${styles.info}`} aria-labelledby="taxi-info-title">
          <h2 id="taxi-info-title">{t('infoTitle')}</h2>
          <p>{t('infoText')}</p>
          <div className={styles.card}>
            <h3>{t('accessibleTitle')}</h3>
            <p>{t('accessibleText')}</p>
          </div>
        </aside>
      </TaxiInfoGate>
    </div>
  );
}
