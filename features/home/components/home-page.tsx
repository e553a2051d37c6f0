import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { HomeTopBanner } from '@/components/layout/home-top-banner';
import { Link } from '@/components/link/link';
import type { Locale } from '@/lib/i18n/locales';
import type { HomeModel } from '../server';
import { AirportJsonLd } from './airport-json-ld';
import { FlightQuickSearch } from './flight-quick-search';
import { HomePromos } from './home-promos.client';
import { LiveSnippets } from './live-snippets';
import styles from './home-page.module.scss';

const FLIGHT_LINKS = [
  { key: 'departures', href: '/vuelos/salidas' },
  { key: 'arrivals', href: '/vuelos/llegadas' },
  { key: 'connections', href: '/vuelos/conexiones' },
  { key: 'cargo', href: '/vuelos/carga' },
] as const;

const QUICK_LINKS = [
  { key: 'realtime', href: '/informacion-en-tiempo-real' },
  { key: 'taxi', href: '/servicios/taxis' },
  { key: 'parking', href: '/informacion-en-tiempo-real/parqueaderos' },
  { key: 'maps', href: '/mapas' },
  { key: 'services', href: '/servicios' },
  { key: 'offers', href: '/ofertas' },
  { key: 'gettingHere', href: '/transporte/como-llegar-al-aeropuerto' },
  { key: 'baggage', href: '/servicios/instrucciones-equipaje' },
  { key: 'migration', href: '/servicios/migracion-y-pasaportes' },
  { key: 'lostFound', href: '/servicios/objetos-perdidos' },
  { key: 'accessibility', href: '/accesibilidad' },
  { key: 'help', href: '/contacto' },
] as const;

/**
 * The home: hero with the flight quick search (first, so it fills a phone's first screen), the top banner, quick links, live snippets, featured content and the
 * configured promos. `featuredContent` (news and events) and `featuredOffers` are composed in app/.
 */
export async function HomePage({
  model,
  locale,
  featuredContent,
  featuredOffers,
  newsletter,
}: {
  model: HomeModel;
  locale: Locale;
  featuredContent?: ReactNode;
  featuredOffers?: ReactNode;
  /** The newsletter call to action (features/forms), composed in app/. */
  newsletter?: ReactNode;
}) {
  const t = await getTranslations('home');
  return (
    <>
      <AirportJsonLd />
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
          <FlightQuickSearch locale={locale} />
        </div>
      </section>
      {/* After the hero: on a phone what a passenger came for (find a flight) fills the first screen, and a promo
          shown when the browser is idle never pushes it down. */}
      {model.banner ? <HomeTopBanner banner={model.banner} /> : null}
      <HomePromos promos={model.promos} labels={{ close: t('promo.close'), more: t('promo.more') }} />
      <LiveSnippets locale={locale} />
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
      {featuredOffers}
      {featuredContent}
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
