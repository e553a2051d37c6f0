import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { taxiRequest } from './http';

/** GET /v2/taxi-imperial/verify-plate?plate= → {plate, authorised, vehicle: {company, vehicle, …} | null} */

export const verifyPlateResponseSchema = z.object({
  plate: z.string(),
  authorised: z.boolean(),
  vehicle: z.nullable(z.object({ company: z.string(), vehicle: z.enum(['Taxi', 'Minivan', 'Van']), brand: z.optional(z.string()), model: z.optional(z.string()) })),
});
export type VerifyPlateResponse = z.infer<typeof verifyPlateResponseSchema>;

/** SPEC: Colombian plates are 3 letters + 3 digits; spaces, dashes and lower case are tolerated. */
export const PLATE_PATTERN = /^[A-Z]{3}\d{3}$/;

export function normalisePlate(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}

export function verifyPlate(apiBase: string, plate: string, locale?: string): Promise<VerifyPlateResponse> {
  return taxiRequest({ apiBase, path: `/verify-plate?plate=${encodeURIComponent(plate)}`, schema: verifyPlateResponseSchema, locale });
}

export function useVerifyPlate(apiBase: string, locale?: string) {
  return useMutation({ mutationFn: (plate: string) => verifyPlate(apiBase, plate, locale) });
}
