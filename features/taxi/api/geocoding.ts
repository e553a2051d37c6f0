import * as z from 'zod/mini';
import { taxiRequest } from './http';

/** POST /v2/taxi-imperial/geocoding {address} → {formatedAddress, lat, lng} (SPEC's spelling) */

export const geocodingResponseSchema = z.object({ formatedAddress: z.string(), lat: z.number(), lng: z.number() });
export type GeocodingResponse = z.infer<typeof geocodingResponseSchema>;

export function geocodeAddress(apiBase: string, address: string, locale?: string, signal?: AbortSignal): Promise<GeocodingResponse> {
  return taxiRequest({ apiBase, path: '/geocoding', method: 'POST', body: { address }, schema: geocodingResponseSchema, locale, signal });
}
