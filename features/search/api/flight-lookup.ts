import { useEffect, useState } from 'react';
import { PUBLIC_API_BASE_URL } from '@/lib/config/public';

/*
 * A flight by number beside Algolia's hits: flights change every minute, so they are not in
 * the Algolia index; the embedded endpoint adds them itself, and with Algolia the overlay asks the
 * site's flight API, `GET /api/v2/flights/{designator}`, when the query reads as a flight number.
 * Client-safe and tiny: the response is checked by shape (no zod in the panel's chunk).
 */

export const FLIGHTS_ENDPOINT = `${PUBLIC_API_BASE_URL}/v2/flights`;

/** 'AV9364', 'av 9364', 'LA-4020' → 'AV9364'; anything else (words, a bare number) → null. */
export function designatorOf(query: string): string | null {
  const match = /^\s*([a-z][a-z0-9]|[0-9][a-z])\s?-?(\d{1,4})\s*$/i.exec(query);
  return match ? `${match[1]!.toUpperCase()}${Number(match[2])}` : null;
}

export interface FoundFlight {
  flight: string;
  airline: string;
  city: string;
}

type FlightBody = { flight?: unknown; airline?: { name?: unknown }; city?: Record<string, unknown> };

export async function lookupFlight(
  designator: string,
  locale: string,
  signal?: AbortSignal,
): Promise<FoundFlight | null> {
  const response = await fetch(`${FLIGHTS_ENDPOINT}/${encodeURIComponent(designator)}`, {
    headers: { accept: 'application/json', 'accept-language': locale },
    signal,
  });
  if (!response.ok) return null;
  const body = (await response.json().catch(() => null)) as FlightBody | null;
  if (!body || typeof body.flight !== 'string') return null;
  const city = body.city?.[locale] ?? body.city?.es;
  return {
    flight: body.flight,
    airline: typeof body.airline?.name === 'string' ? body.airline.name : '',
    city: typeof city === 'string' ? city : '',
  };
}

/** The flight the query names (null while typing something else, on 404 or when the API fails). */
export function useFlightLookup(query: string, locale: string, enabled: boolean): FoundFlight | null {
  const designator = enabled ? designatorOf(query) : null;
  const [found, setFound] = useState<{ designator: string; flight: FoundFlight | null } | null>(null);
  useEffect(() => {
    if (!designator) return;
    const controller = new AbortController();
    lookupFlight(designator, locale, controller.signal).then(
      (flight) => setFound({ designator, flight }),
      () => {
        if (!controller.signal.aborted) setFound({ designator, flight: null });
      },
    );
    return () => controller.abort();
  }, [designator, locale]);
  return designator && found?.designator === designator ? found.flight : null;
}
