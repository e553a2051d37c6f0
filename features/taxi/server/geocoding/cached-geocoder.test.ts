// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cachedGeocoder, normaliseAddress } from './cached-geocoder';
import type { Geocoder, GeocodeResult } from './geocoder';

const place: GeocodeResult = { formatedAddress: 'Calle 93 # 11-26, Bogotá', lat: 4.67, lng: -74.05, source: 'google' };

function countingGeocoder(answer: () => Promise<GeocodeResult | undefined>) {
  const calls: string[] = [];
  const inner: Geocoder = {
    name: 'google',
    geocode: async (address) => {
      calls.push(address);
      return answer();
    },
  };
  return { inner, calls };
}

describe('normaliseAddress', () => {
  it('makes the ways people write one address the same key', () => {
    const key = normaliseAddress('Calle 93 # 11-26');
    for (const variant of ['  calle 93 #11 - 26', 'CALLE 93 No. 11-26', 'Calle  93 no 11-26', 'Cállé 93 # 11-26']) {
      expect(normaliseAddress(variant), variant).toBe(key);
    }
    expect(normaliseAddress('Calle 94 # 11-26')).not.toBe(key);
  });
});

describe('cachedGeocoder', () => {
  it('asks the provider once per address within the hour, and again after it', async () => {
    let nowMs = 0;
    const { inner, calls } = countingGeocoder(async () => place);
    const geocoder = cachedGeocoder(inner, () => nowMs);
    expect(await geocoder.geocode('Calle 93 # 11-26')).toEqual(place);
    expect(await geocoder.geocode('calle 93 #11-26')).toEqual(place);
    expect(calls).toHaveLength(1);
    nowMs += 60 * 60 * 1000;
    await geocoder.geocode('Calle 93 # 11-26');
    expect(calls).toHaveLength(2);
  });

  it('remembers "cannot place it" too, but never a provider failure', async () => {
    let fail = true;
    const { inner, calls } = countingGeocoder(async () => {
      if (fail) throw new Error('down');
      return undefined;
    });
    const geocoder = cachedGeocoder(inner, () => 0);
    await expect(geocoder.geocode('xyzzy')).rejects.toThrow('down');
    fail = false;
    expect(await geocoder.geocode('xyzzy')).toBeUndefined();
    expect(await geocoder.geocode('XYZZY')).toBeUndefined();
    expect(calls).toHaveLength(2);
  });

  it('keeps at most 2,000 addresses (the least recently used go first)', async () => {
    const { inner, calls } = countingGeocoder(async () => place);
    const geocoder = cachedGeocoder(inner, () => 0);
    for (let i = 0; i < 2_001; i += 1) await geocoder.geocode(`Calle ${i}`);
    await geocoder.geocode('Calle 2000'); // still there
    await geocoder.geocode('Calle 0'); // evicted
    expect(calls).toHaveLength(2_002);
  });
});
