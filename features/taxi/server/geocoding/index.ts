import 'server-only';
import { config } from '@/lib/config';
import { AppError, serviceUnavailable } from '@/lib/http/errors';
import { clientIp, enforceRateLimits } from '@/lib/server/rate-limit';
import type { TaxiTranslate } from '../i18n';
import { cachedGeocoder } from './cached-geocoder';
import { embeddedGeocoder, type Geocoder, type GeocodeResult } from './geocoder';
import { GeocoderUnavailableError, googleGeocoder } from './google-geocoder';
import { logger } from '@/lib/server/log';

const log = logger('taxi');

export type { GeocodeResult, Geocoder } from './geocoder';

const GOOGLE_KEY = Symbol.for('eldorado.taxi.google-geocoder');
type Holder = typeof globalThis & { [GOOGLE_KEY]?: { apiKey: string; geocoder: Geocoder } };

/**
 * The configured geocoder: Google when GOOGLE_GEOCODING_API_KEY is set (behind a short-lived cache of
 * the addresses it answered, one per process: every request to Google costs), else the embedded one.
 */
export function configuredGeocoder(): Geocoder {
  const { GOOGLE_GEOCODING_API_KEY, GOOGLE_GEOCODING_TIMEOUT_MS } = config();
  if (!GOOGLE_GEOCODING_API_KEY) return embeddedGeocoder;
  const holder = globalThis as Holder;
  if (holder[GOOGLE_KEY]?.apiKey !== GOOGLE_GEOCODING_API_KEY) {
    const google = googleGeocoder(GOOGLE_GEOCODING_API_KEY, { timeoutMs: GOOGLE_GEOCODING_TIMEOUT_MS });
    holder[GOOGLE_KEY] = { apiKey: GOOGLE_GEOCODING_API_KEY, geocoder: cachedGeocoder(google) };
  }
  return holder[GOOGLE_KEY].geocoder;
}

/** Places an address: 422 when it cannot, 503 when the provider is down. */
export async function geocodeAddress(
  address: string,
  t: TaxiTranslate,
  geocoder: Geocoder = configuredGeocoder(),
): Promise<GeocodeResult> {
  let result: GeocodeResult | undefined;
  try {
    result = await geocoder.geocode(address);
  } catch (error) {
    if (error instanceof GeocoderUnavailableError) {
      // Never the address looked up: it is where a person is going.
      log.error({ err: error, geocoder: geocoder.name }, `geocoder ${geocoder.name} failed`);
      throw serviceUnavailable(t('geocodeUnavailable'), { retryAfterSeconds: 30 });
    }
    throw error;
  }
  if (!result) {
    throw new AppError(422, 'address_not_found', t('geocodeNotFound'), { fields: { address: t('geocodeNotFound') } });
  }
  return result;
}

/** The per-client hourly cap on address lookups (counted before the body is read: refused ones count too). */
export async function enforceGeocodingRateLimit(request: Request, t: TaxiTranslate): Promise<void> {
  await enforceRateLimits(
    [
      {
        key: `taxi:geocode:ip:${clientIp(request)}`,
        limit: config().GEOCODING_PER_CLIENT_PER_HOUR,
        windowSeconds: 3600,
      },
    ],
    { message: (seconds) => t('geocodeRateLimited', { minutes: Math.max(1, Math.ceil(seconds / 60)) }) },
  );
}
