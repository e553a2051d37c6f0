import { taxiRequest } from './http';
import type { TaxiResponse } from './response-schemas';

export type GeocodingResponse = TaxiResponse<'geocoding'>;

/** POST /v2/taxi-imperial/geocoding {address} → {formatedAddress, lat, lng} (SPEC's spelling) */

export function geocodeAddress(
  apiBase: string,
  address: string,
  locale?: string,
  signal?: AbortSignal,
): Promise<GeocodingResponse> {
  return taxiRequest({
    apiBase,
    path: '/geocoding',
    method: 'POST',
    body: { address },
    schema: 'geocoding',
    locale,
    signal,
  });
}
