import { FeaturedOffers } from '@/features/offers/components/featured-offers';
import { listOffers } from '@/features/offers/server';
import type { Locale } from '@/lib/i18n/locales';
import { logger } from '@/lib/server/log';

const log = logger('home');

async function featuredPassengerOffers(locale: Locale) {
  try {
    return await listOffers({ audience: 'passengers', featured: true, page: 1, pageSize: 3, locale });
  } catch (error) {
    log.error({ err: error }, 'featured offers unavailable');
    return undefined;
  }
}

/** The home's three featured passenger offers (the offers feature composed into the home); nothing when none. */
export async function HomeFeaturedOffers({ locale }: { locale: Locale }) {
  const list = await featuredPassengerOffers(locale);
  if (!list?.items.length) return null;
  return (
    <div className="container">
      <FeaturedOffers list={list} moreHref="/ofertas/pasajeros" />
    </div>
  );
}
