import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { VerifyOtpRequest } from '../schemas';
import { taxiRequest } from './http';

/** POST /v2/taxi-imperial/verify-otp-phone {phone, countryCode, code, name?, email?} → {access_token} */

export const verifyOtpResponseSchema = z.object({ access_token: z.string().check(z.minLength(1)) });
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

export type VerifyOtpInput = Pick<VerifyOtpRequest, 'phone' | 'code' | 'name' | 'email'> & { countryCode: string };

export function verifyOtpPhone(apiBase: string, input: VerifyOtpInput, locale?: string): Promise<VerifyOtpResponse> {
  return taxiRequest({ apiBase, path: '/verify-otp-phone', method: 'POST', body: input, schema: verifyOtpResponseSchema, locale });
}

export function useVerifyOtpPhone(apiBase: string, locale?: string) {
  return useMutation({ mutationFn: (input: VerifyOtpInput) => verifyOtpPhone(apiBase, input, locale) });
}
