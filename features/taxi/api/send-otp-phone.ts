import { useMutation } from '@tanstack/react-query';
import type { SendOtpRequest } from '../schemas';
import { taxiRequest } from './http';
import type { TaxiResponse } from './response-schemas';

export type SendOtpResponse = TaxiResponse<'sendOtp'>;

/** POST /v2/taxi-imperial/send-otp-phone {phone, phoneCountryCode} → {needsName} */

export type SendOtpInput = Pick<SendOtpRequest, 'phone' | 'captchaToken'> & { phoneCountryCode: string };

export function sendOtpPhone(apiBase: string, input: SendOtpInput, locale?: string): Promise<SendOtpResponse> {
  return taxiRequest({ apiBase, path: '/send-otp-phone', method: 'POST', body: input, schema: 'sendOtp', locale });
}

export function useSendOtpPhone(apiBase: string, locale?: string) {
  return useMutation({ mutationFn: (input: SendOtpInput) => sendOtpPhone(apiBase, input, locale) });
}
