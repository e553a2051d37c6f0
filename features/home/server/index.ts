import 'server-only';
import { getClientConfiguration } from '@/features/client-configuration/server';
import type { HomeTopBanner } from '@/features/client-configuration/schemas';
import { now } from '@/lib/clock';
import type { Locale } from '@/lib/i18n/locales';
import type { PromoItem } from '../promo';
import { logger } from '@/lib/server/log';

const log = logger('home');

export {
  nextDepartures,
  parkingAvailability,
  type Departures,
  securityWaits,
  type DepartureItem,
  type ParkingItem,
  type QueueItem,
  type Snippet,
} from './live';

export interface HomeModel {
  /** SPEC §2: only on the Spanish home, only when configuration provides a desktop image. */
  banner: HomeTopBanner | null;
  /** Operational state of the airport in the visitor's language, when known. */
  airportState: string | null;
  /** Promotional banners and popup dialogs active now (client configuration), in this locale. */
  promos: PromoItem[];
}

type Configuration = Awaited<ReturnType<typeof getClientConfiguration>>;

function activePromos(configuration: Configuration, locale: Locale): PromoItem[] {
  const at = now().getTime();
  const popups = configuration.popupDialogs
    .filter((p) => (!p.startsAt || Date.parse(p.startsAt) <= at) && (!p.endsAt || Date.parse(p.endsAt) > at))
    .map<PromoItem>((p) => ({
      kind: 'popup',
      id: `popup-${p.id}`,
      title: p.title[locale] || p.title.es,
      body: p.body[locale] || p.body.es,
      imageUrl: p.imageUrl,
      url: p.url,
    }));
  return [...bannerPromos(configuration.bannerImages, 'banner', locale), ...popups];
}

function bannerPromos(images: Configuration['bannerImages'], prefix: string, locale: Locale): PromoItem[] {
  return images.slice(0, 1).map<PromoItem>((b) => ({
    kind: 'banner',
    id: `${prefix}-${b.id}`,
    title: b.alt[locale] || b.alt.es,
    body: '',
    imageUrl: b.desktopImgUrl,
    url: b.url,
  }));
}

/**
 * The internal pages' promotional banner (SPEC §3 `internalBannerImages`, the home has its own): the first
 * configured image, in this locale; none when the configuration has none or cannot be read.
 */
export async function internalPromos(locale: Locale): Promise<PromoItem[]> {
  try {
    return bannerPromos((await getClientConfiguration()).internalBannerImages, 'internal-banner', locale);
  } catch (error) {
    log.warn({ err: error }, 'configuration unavailable: no internal banner');
    return [];
  }
}

/** The home's configured parts; a configuration outage leaves the page up without banner, state or promos. */
export async function getHomeModel(locale: Locale): Promise<HomeModel> {
  try {
    const configuration = await getClientConfiguration();
    const banner = configuration.homeTopBanner;
    return {
      banner: locale === 'es' && banner?.desktopImgUrl ? banner : null,
      airportState: configuration.airportState[locale] || configuration.airportState.es || null,
      promos: activePromos(configuration, locale),
    };
  } catch (error) {
    log.error({ err: error }, 'configuration unavailable');
    return { banner: null, airportState: null, promos: [] };
  }
}
