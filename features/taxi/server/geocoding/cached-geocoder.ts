import 'server-only';
import type { Geocoder, GeocodeResult } from './geocoder';

/*
 * A geocoder in front of another that answers an address it answered recently from memory, keyed by the
 * address as a person means it (case, accents, spaces and the `#`/`No.` spelling do not make a new
 * request). With Google configured every request costs money and quota: a client that types the same
 * street twice, or many clients the same hotel, cost one. Addresses are personal, so the memory is small
 * and short-lived (MAX_ENTRIES, TTL_MS), kept in this process only, and cleared with it.
 */

const MAX_ENTRIES = 2_000;
const TTL_MS = 60 * 60 * 1000;

/** "Calle 93 # 11-26" and "  calle 93 No. 11 - 26" are the same address. */
export function normaliseAddress(address: string): string {
  return address
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\bno\.?\s*(?=\d)/g, '# ')
    .replace(/\s*([#,-])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export function cachedGeocoder(inner: Geocoder, now: () => number = Date.now): Geocoder {
  const entries = new Map<string, { result: GeocodeResult | undefined; atMs: number }>();
  return {
    name: inner.name,
    async geocode(address) {
      const key = normaliseAddress(address);
      const hit = entries.get(key);
      if (hit && now() - hit.atMs < TTL_MS) {
        entries.delete(key);
        entries.set(key, hit); // most recently used last
        return hit.result;
      }
      const result = await inner.geocode(address); // a failure (provider down) is not remembered
      entries.set(key, { result, atMs: now() });
      for (const [oldest] of entries) {
        if (entries.size <= MAX_ENTRIES) break;
        entries.delete(oldest);
      }
      return result;
    },
  };
}
