import 'server-only';
import { getClientConfiguration } from '@/features/client-configuration/server';
import type { ClientConfiguration } from '@/features/client-configuration/schemas';
import type { LiveFacts } from '@/lib/facts';
import { formatCop, formatCopRange } from '@/lib/money';
import { localeTags, type Locale } from '@/lib/i18n/locales';
import { carTariffRanges } from '@/lib/parking-tariffs';
import { logger } from '@/lib/server/log';

const log = logger('content');

function money(amount: number, currency: string, locale: Locale): string {
  if (currency === 'COP') return `${formatCop(amount)} COP`;
  // "USD 49", never "$49": the page quotes pesos with the same sign.
  return new Intl.NumberFormat(localeTags[locale], {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** What a car pays in the parking lots, from the lots' own tariffs: the amounts the parking page shows. */
export function parkingFacts(): LiveFacts {
  const { perHour, perDay } = carTariffRanges();
  return {
    parkingPerHour: formatCopRange(perHour.min, perHour.max),
    parkingPerDay: formatCopRange(perDay.min, perDay.max),
  };
}

/**
 * The facts content takes from other features (lib/facts.ts LIVE_FACT_NAMES): the parking tariffs, and the
 * airport fee and its year as the operator sets them in `app_config`. When the configuration cannot be
 * read the fee's placeholders stay unfilled and the page says nothing wrong (the caller renders without them).
 */
export async function liveFacts(
  locale: Locale,
  configuration: () => Promise<Pick<ClientConfiguration, 'airportTaxes'>> = getClientConfiguration,
): Promise<LiveFacts> {
  return { ...parkingFacts(), ...(await airportTaxFacts(locale, configuration)) };
}

async function airportTaxFacts(
  locale: Locale,
  configuration: () => Promise<Pick<ClientConfiguration, 'airportTaxes'>>,
): Promise<LiveFacts> {
  try {
    const { airportTaxes } = await configuration();
    return {
      airportTaxDomestic: money(airportTaxes.domestic.amount, airportTaxes.domestic.currency, locale),
      airportTaxInternational: money(airportTaxes.international.amount, airportTaxes.international.currency, locale),
      airportTaxYear: String(airportTaxes.year),
    };
  } catch (error) {
    log.warn({ err: error }, 'configuration unavailable: the airport fee is left out of content');
    return {};
  }
}
