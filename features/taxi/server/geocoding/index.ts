import 'server-only';
import { config } from '@/lib/config';
import { AppError, serviceUnavailable } from '@/lib/http/errors';
import type { TaxiTranslate } from '../i18n';
import { embeddedGeocoder, type Geocoder, type GeocodeResult } from './geocoder';
import { GeocoderUnavailableError, googleGeocoder } from './google-geocoder';

export type { GeocodeResult, Geocoder } from './geocoder';

/** The configured geocoder: Google when GOOGLE_GEOCODING_API_KEY is set, else the embedded one. */
export function configuredGeocoder(): Geocoder {
  const { GOOGLE_GEOCODING_API_KEY, GOOGLE_GEOCODING_TIMEOUT_MS } = config();
  return GOOGLE_GEOCODING_API_KEY
    ? googleGeocoder(GOOGLE_GEOCODING_API_KEY, { timeoutMs: GOOGLE_GEOCODING_TIMEOUT_MS })
    : embeddedGeocoder;
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
      console.error(`[taxi] geocoder ${geocoder.name} failed:`, error.message);
      throw serviceUnavailable(t('geocodeUnavailable'), { retryAfterSeconds: 30 });
    }
    throw error;
  }
  if (!result) {
    throw new AppError(422, 'address_not_found', t('geocodeNotFound'), { fields: { address: t('geocodeNotFound') } });
  }
  return result;
}
