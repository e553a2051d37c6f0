import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { HomeTopBanner } from '@/components/layout/home-top-banner';
import { Link } from '@/lib/i18n/navigation';
import type { HomeModel } from '../server';
import styles from './home-page.module.scss';

const FLIGHT_LINKS = [
  { key: 'departures', href: '/vuelos/salidas' },
  { key: 'arrivals', href: '/vuelos/llegadas' },
  { key: 'connections', href: '/vuelos/conexiones' },
  { key: 'cargo', href: '/vuelos/carga' },
] as const;

const QUICK_LINKS = [
  { key: 'taxi', href: '/servicios/taxis' },
  { key: 'queues', href: '/informacion-en-tiempo-real/tiempo-en-filas' },
  { key: 'parking', href: '/informacion-en-tiempo-real/parqueaderos' },
  { key: 'maps', href: '/mapas' },
  { key: 'gettingHere', href: '/transporte/como-llegar-al-aeropuerto' },
  { key: 'baggage', href: '/servicios/instrucciones-equipaje' },
  { key: 'migration', href: '/servicios/migracion-y-pasaportes' },
  { key: 'food', href: '/establecimientos/restaurantes' },
  { key: 'lostFound', href: '/servicios/objetos-perdidos' },
  { key: 'accessibility', href: '/servicios/accesibilidad' },
  { key: 'pets', href: '/servicios/mascotas' },
  { key: 'help', href: '/contacto' },
] as const;

/** `newsletter`: the newsletter call to action, composed in app/ (a feature never renders another's UI). */
export async function HomePage({ model, newsletter }: { model: HomeModel; newsletter?: ReactNode }) {
  const t = await getTranslations('home');
  return (
    <>
      {model.banner ? <HomeTopBanner banner={model.banner} /> : null}
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={`container ${styles.heroInner}`}>
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h1 id="home-title" className={styles.title}>
            {t('title')}
          </h1>
          <p className={styles.lead}>{t('lead')}</p>
          {model.airportState ? (
            <p className={styles.state} role="status">
              <span className={styles.stateDot} aria-hidden="true" />
              <span>
                <span className="visually-hidden">{t('stateLabel')}: </span>
                {model.airportState}
              </span>
            </p>
          ) : null}
          <nav aria-label={t('flightsLabel')} className={styles.flightLinks}>
            {FLIGHT_LINKS.map((link) => (
              <Link key={link.key} href={link.href} className={styles.flightLink}>
                {t(`flights.${link.key}`)}
              </Link>
            ))}
          </nav>
        </div>
      </section>
      <section className={`container ${styles.quick}`} aria-labelledby="home-quick-title">
        <h2 id="home-quick-title">{t('quickTitle')}</h2>
        <ul className={styles.quickGrid}>
          {QUICK_LINKS.map((link) => (
            <li key={link.key} className={styles.quickCard}>
              <Link href={link.href} className={styles.quickLink}>
                {t(`quick.${link.key}.title`)}
              </Link>
              <p>{t(`quick.${link.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      {newsletter}
      <section className={styles.dora} aria-labelledby="home-dora-title">
        <div className="container">
          <h2 id="home-dora-title">{t('dora.title')}</h2>
          <p>{t('dora.text')}</p>
          <Link href="/dora" className={styles.doraLink}>
            {t('dora.cta')}
          </Link>
        </div>
      </section>
    </>
  );
}
