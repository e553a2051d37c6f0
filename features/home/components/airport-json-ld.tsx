import { getTranslations } from 'next-intl/server';
import { config } from '@/lib/config';

/** schema.org Airport for the home page (IATA BOG, ICAO SKBO). */
export async function AirportJsonLd() {
  const [common, home] = await Promise.all([getTranslations('common'), getTranslations('home')]);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Airport',
    name: common('siteName'),
    iataCode: 'BOG',
    icaoCode: 'SKBO',
    description: home('lead'),
    url: config().SITE_URL,
    image: new URL('/og-image.png', config().SITE_URL).toString(),
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Avenida El Dorado # 103-09',
      addressLocality: 'Bogotá',
      addressRegion: 'Bogotá D.C.',
      addressCountry: 'CO',
    },
    geo: { '@type': 'GeoCoordinates', latitude: 4.7016, longitude: -74.1469 },
  };
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
