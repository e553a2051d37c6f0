import { useMutation } from '@tanstack/react-query';
import { taxiRequest } from './http';
import type { TaxiResponse } from './response-schemas';

export type RateResponse = TaxiResponse<'rate'>;

/** POST /v2/taxi-imperial/calculate-rate {lat, lon, fechaReserva} → {normal, minivan, van} (COP) */

export interface RateInput {
  lat: number;
  lon: number;
  /** Bogota local time `YYYY-MM-DD HH:mm`. */
  fechaReserva: string;
}

export function calculateRate(apiBase: string, input: RateInput, locale?: string): Promise<RateResponse> {
  return taxiRequest({ apiBase, path: '/calculate-rate', method: 'POST', body: input, schema: 'rate', locale });
}

export function useCalculateRate(apiBase: string, locale?: string) {
  return useMutation({ mutationFn: (input: RateInput) => calculateRate(apiBase, input, locale) });
}
