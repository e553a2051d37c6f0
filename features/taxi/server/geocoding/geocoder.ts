import 'server-only';
import { parseColombianAddress } from './address-parser';
import { lookUpPlace } from './gazetteer';
import { gridToLatLng, isOnBogotaGrid } from './street-grid';

/*
 * The geocoding adapter (ARCHITECTURE §3): the embedded Bogota geocoder by default, Google
 * Geocoding when GOOGLE_GEOCODING_API_KEY is set. Both answer undefined for "cannot place it".
 */

export interface GeocodeResult {
  formatedAddress: string;
  lat: number;
  lng: number;
  source: 'gazetteer' | 'street-grid' | 'google';
}

export interface Geocoder {
  readonly name: string;
  geocode(address: string): Promise<GeocodeResult | undefined>;
}

const CITY = 'Bogotá';

/** Street address on the grid first ("Calle 93 # 11-26"), else a named place ("Unicentro"). */
export function geocodeEmbedded(address: string): GeocodeResult | undefined {
  const parsed = parseColombianAddress(address);
  if (parsed && isOnBogotaGrid(parsed.calle, parsed.carrera)) {
    const { lat, lng } = gridToLatLng(parsed.calle, parsed.carrera);
    return { formatedAddress: `${parsed.formatted}, ${CITY}`, lat, lng, source: 'street-grid' };
  }
  if (parsed) return undefined;
  const place = lookUpPlace(address);
  if (!place) return undefined;
  return { formatedAddress: `${place.name}, ${CITY}`, lat: place.lat, lng: place.lng, source: 'gazetteer' };
}

export const embeddedGeocoder: Geocoder = {
  name: 'embedded',
  geocode: async (address) => geocodeEmbedded(address),
};
