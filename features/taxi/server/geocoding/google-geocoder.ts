import 'server-only';
import { z } from 'zod';
import type { Geocoder, GeocodeResult } from './geocoder';

/*
 * Google Geocoding (https://developers.google.com/maps/documentation/geocoding): results are
 * biased to Bogota's bounds and restricted to Colombia. ZERO_RESULTS → undefined (the API answers
 * 422); any other failure throws, and the route answers 503.
 */

export const GOOGLE_GEOCODING_URL = 'https://maps.googleapis.com/maps/api/geocode/json';
/** South-west | north-east corners of Bogota and the Sabana. */
const BOGOTA_BOUNDS = '4.45,-74.25|4.85,-73.98';

const googleResponseSchema = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z
    .array(
      z.object({
        formatted_address: z.string(),
        geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
      }),
    )
    .default([]),
});

export class GeocoderUnavailableError extends Error {
  override name = 'GeocoderUnavailableError';
}

export function googleGeocoder(apiKey: string, options: { timeoutMs: number; fetch?: typeof fetch }): Geocoder {
  return {
    name: 'google',
    async geocode(address): Promise<GeocodeResult | undefined> {
      const url = new URL(GOOGLE_GEOCODING_URL);
      url.searchParams.set('address', address);
      url.searchParams.set('components', 'country:CO');
      url.searchParams.set('bounds', BOGOTA_BOUNDS);
      url.searchParams.set('language', 'es');
      url.searchParams.set('key', apiKey);
      let body: unknown;
      try {
        const response = await (options.fetch ?? globalThis.fetch)(url, {
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) throw new GeocoderUnavailableError(`Google Geocoding answered HTTP ${response.status}`);
        body = await response.json();
      } catch (error) {
        if (error instanceof GeocoderUnavailableError) throw error;
        throw new GeocoderUnavailableError('Google Geocoding did not answer', { cause: error });
      }
      const parsed = googleResponseSchema.safeParse(body);
      if (!parsed.success) throw new GeocoderUnavailableError('Google Geocoding sent an unexpected answer');
      const { status, results, error_message: reason } = parsed.data;
      if (status === 'ZERO_RESULTS') return undefined;
      if (status !== 'OK') throw new GeocoderUnavailableError(`Google Geocoding: ${status} ${reason ?? ''}`.trim());
      const [first] = results;
      if (!first) return undefined;
      return {
        formatedAddress: first.formatted_address,
        lat: first.geometry.location.lat,
        lng: first.geometry.location.lng,
        source: 'google',
      };
    },
  };
}
