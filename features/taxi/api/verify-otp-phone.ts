import { useMutation } from '@tanstack/react-query';
import type { VerifyOtpRequest } from '../schemas';
import { taxiRequest } from './http';
import type { TaxiResponse } from './response-schemas';

export type VerifyOtpResponse = TaxiResponse<'verifyOtp'>;

/** POST /v2/taxi-imperial/verify-otp-phone {phone, countryCode, code, name?, email?} → {access_token} */

export type VerifyOtpInput = Pick<VerifyOtpRequest, 'phone' | 'code' | 'name' | 'email'> & { countryCode: string };

export function verifyOtpPhone(apiBase: string, input: VerifyOtpInput, locale?: string): Promise<VerifyOtpResponse> {
  return taxiRequest({ apiBase, path: '/verify-otp-phone', method: 'POST', body: input, schema: 'verifyOtp', locale });
}

export function useVerifyOtpPhone(apiBase: string, locale?: string) {
  return useMutation({ mutationFn: (input: VerifyOtpInput) => verifyOtpPhone(apiBase, input, locale) });
}
