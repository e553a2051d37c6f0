import { useMutation } from '@tanstack/react-query';
import { taxiRequest } from './http';
import type { TaxiResponse } from './response-schemas';

export type VerifyPlateResponse = TaxiResponse<'verifyPlate'>;

/** GET /v2/taxi-imperial/verify-plate?plate= → {plate, authorised, vehicle: {company, vehicle, …} | null} */

/** SPEC: Colombian plates are 3 letters + 3 digits; spaces, dashes and lower case are tolerated. */
export const PLATE_PATTERN = /^[A-Z]{3}\d{3}$/;

export function normalisePlate(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}

export function verifyPlate(apiBase: string, plate: string, locale?: string): Promise<VerifyPlateResponse> {
  return taxiRequest({
    apiBase,
    path: `/verify-plate?plate=${encodeURIComponent(plate)}`,
    schema: 'verifyPlate',
    locale,
  });
}

export function useVerifyPlate(apiBase: string, locale?: string) {
  return useMutation({ mutationFn: (plate: string) => verifyPlate(apiBase, plate, locale) });
}
