import 'server-only';
import { getClientConfiguration } from '@/features/config/server';
import type { HomeTopBanner } from '@/features/config/schemas';
import type { Locale } from '@/lib/i18n/locales';

export interface HomeModel {
  /** SPEC §2: only on the Spanish home, only when configuration provides a desktop image. */
  banner: HomeTopBanner | null;
  /** Operational state of the airport in the visitor's language, when known. */
  airportState: string | null;
}

/** The home's live data; a configuration outage leaves the page up without banner or state. */
export async function getHomeModel(locale: Locale): Promise<HomeModel> {
  try {
    const configuration = await getClientConfiguration();
    const banner = configuration.homeTopBanner;
    return {
      banner: locale === 'es' && banner?.desktopImgUrl ? banner : null,
      airportState: configuration.airportState[locale] || configuration.airportState.es || null,
    };
  } catch (error) {
    console.error('[home] configuration unavailable', error);
    return { banner: null, airportState: null };
  }
}
