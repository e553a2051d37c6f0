import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { SendOtpRequest } from '../schemas';
import { taxiRequest } from './http';

/** POST /v2/taxi-imperial/send-otp-phone {phone, phoneCountryCode} → {needsName} */

export const sendOtpResponseSchema = z.object({ needsName: z.boolean(), resendAfterSeconds: z.optional(z.number()) });
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

export type SendOtpInput = Pick<SendOtpRequest, 'phone'> & { phoneCountryCode: string };

export function sendOtpPhone(apiBase: string, input: SendOtpInput, locale?: string): Promise<SendOtpResponse> {
  return taxiRequest({ apiBase, path: '/send-otp-phone', method: 'POST', body: input, schema: sendOtpResponseSchema, locale });
}

export function useSendOtpPhone(apiBase: string, locale?: string) {
  return useMutation({ mutationFn: (input: SendOtpInput) => sendOtpPhone(apiBase, input, locale) });
}
