import type { AppConfigKey } from '../schema';

/**
 * Default values of the `app_config` table. Their shapes are the client-configuration contract in
 * features/client-configuration/schemas.ts; a test there checks these values against it.
 * homeTopBanner may be null (no banner). The banner images are made by the site, not seeded.
 */
export const appConfigValues = {
  homeTopBanner: {
    desktopImgUrl: '/images/banner/home-desktop.svg',
    mobileImgUrl: '/images/banner/home-mobile.svg',
    url: '/vuelos',
    alt: {
      es: 'Consulta el estado de tu vuelo',
      en: 'Check your flight status',
      fr: 'Consultez le statut de votre vol',
      pt: 'Consulte o status do seu voo',
    },
  },
  airportState: {
    es: 'El aeropuerto opera con normalidad',
    en: 'The airport is operating normally',
    fr: "L'aéroport fonctionne normalement",
    pt: 'O aeroporto opera normalmente',
  },
  // Reference amounts of the airport fee (tasa aeroportuaria) for departing passengers;
  // update them each year from the operator's published rates.
  airportTaxes: {
    year: 2025,
    domestic: { amount: 20700, currency: 'COP' },
    international: { amount: 49, currency: 'USD' },
  },
  bannerImages: [],
  internalBannerImages: [],
  popupDialogs: [],
  flightTerminals: [
    {
      code: 'T1',
      name: { es: 'Terminal 1', en: 'Terminal 1', fr: 'Terminal 1', pt: 'Terminal 1' },
      flightTypes: ['D', 'I'],
    },
    {
      code: 'T2',
      name: {
        es: 'Terminal 2 (Puente Aéreo)',
        en: 'Terminal 2 (Puente Aéreo)',
        fr: 'Terminal 2 (Puente Aéreo)',
        pt: 'Terminal 2 (Puente Aéreo)',
      },
      flightTypes: ['D'],
    },
  ],
} satisfies Record<AppConfigKey, unknown>;
