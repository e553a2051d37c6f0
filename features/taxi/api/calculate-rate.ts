import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { taxiRequest } from './http';

/** POST /v2/taxi-imperial/calculate-rate {lat, lon, fechaReserva} → {normal, minivan, van} (COP) */

export const rateResponseSchema = z.object({ normal: z.number(), minivan: z.number(), van: z.number() });
export type RateResponse = z.infer<typeof rateResponseSchema>;

export interface RateInput {
  lat: number;
  lon: number;
  /** Bogota local time `YYYY-MM-DD HH:mm`. */
  fechaReserva: string;
}

export function calculateRate(apiBase: string, input: RateInput, locale?: string): Promise<RateResponse> {
  return taxiRequest({ apiBase, path: '/calculate-rate', method: 'POST', body: input, schema: rateResponseSchema, locale });
}

export function useCalculateRate(apiBase: string, locale?: string) {
  return useMutation({ mutationFn: (input: RateInput) => calculateRate(apiBase, input, locale) });
}
