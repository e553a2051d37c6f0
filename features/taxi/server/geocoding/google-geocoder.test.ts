// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/tests/msw/server';
import { GeocoderUnavailableError, GOOGLE_GEOCODING_URL, googleGeocoder } from './google-geocoder';
import { geocodeAddress } from './index';

const t = (key: string) => key;
const geocoder = googleGeocoder('test-key', { timeoutMs: 1000 });

describe('Google Geocoding provider', () => {
  it('asks Google with the key, Colombia and Bogota bounds, and reshapes the first result', async () => {
    let asked: URL | undefined;
    server.use(
      http.get(GOOGLE_GEOCODING_URL, ({ request }) => {
        asked = new URL(request.url);
        return HttpResponse.json({
          status: 'OK',
          results: [
            {
              formatted_address: 'Cl. 93 #11-26, Bogotá, Colombia',
              geometry: { location: { lat: 4.6771, lng: -74.0489 } },
            },
          ],
        });
      }),
    );
    await expect(geocoder.geocode('Calle 93 # 11-26')).resolves.toEqual({
      formatedAddress: 'Cl. 93 #11-26, Bogotá, Colombia',
      lat: 4.6771,
      lng: -74.0489,
      source: 'google',
    });
    expect(asked?.searchParams.get('key')).toBe('test-key');
    expect(asked?.searchParams.get('address')).toBe('Calle 93 # 11-26');
    expect(asked?.searchParams.get('components')).toBe('country:CO');
  });

  it('ZERO_RESULTS is "cannot place it" → 422', async () => {
    server.use(http.get(GOOGLE_GEOCODING_URL, () => HttpResponse.json({ status: 'ZERO_RESULTS', results: [] })));
    await expect(geocoder.geocode('zzz')).resolves.toBeUndefined();
    await expect(geocodeAddress('zzz', t, geocoder)).rejects.toMatchObject({ status: 422, code: 'address_not_found' });
  });

  it('a refused key, an HTTP error or garbage is "unavailable" → 503', async () => {
    server.use(
      http.get(GOOGLE_GEOCODING_URL, () =>
        HttpResponse.json({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' }),
      ),
    );
    await expect(geocoder.geocode('Calle 93 # 11-26')).rejects.toBeInstanceOf(GeocoderUnavailableError);
    await expect(geocodeAddress('Calle 93 # 11-26', t, geocoder)).rejects.toMatchObject({ status: 503 });
    server.use(http.get(GOOGLE_GEOCODING_URL, () => new HttpResponse('oops', { status: 500 })));
    await expect(geocoder.geocode('x')).rejects.toBeInstanceOf(GeocoderUnavailableError);
    server.use(http.get(GOOGLE_GEOCODING_URL, () => HttpResponse.json({ nope: true })));
    await expect(geocoder.geocode('x')).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });

  it('a network failure is "unavailable"', async () => {
    server.use(http.get(GOOGLE_GEOCODING_URL, () => HttpResponse.error()));
    await expect(geocoder.geocode('x')).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });
});
