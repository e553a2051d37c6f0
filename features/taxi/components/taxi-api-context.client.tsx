'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { CaptchaLabels } from '@/components/captcha/labels';
import type { PublicCaptcha } from '@/lib/security/captcha';

export interface TaxiApiConfig {
  /** NEXT_PUBLIC_API_BASE_URL (default /api), resolved on the server and passed down. */
  apiBase: string;
  /** The page's locale, sent as Accept-Language so the API answers in it. */
  locale: string;
  /** The captcha the sign-in code asks for (CAPTCHA_PROVIDER), null when it is off. */
  captcha?: PublicCaptcha | null;
  captchaLabels?: CaptchaLabels;
}

const TaxiApiContext = createContext<TaxiApiConfig>({ apiBase: '/api', locale: 'es' });

export function TaxiApiProvider({
  apiBase,
  locale,
  captcha,
  captchaLabels,
  children,
}: TaxiApiConfig & { children: ReactNode }) {
  const value = useMemo(() => ({ apiBase, locale, captcha, captchaLabels }), [apiBase, locale, captcha, captchaLabels]);
  return <TaxiApiContext.Provider value={value}>{children}</TaxiApiContext.Provider>;
}

export function useTaxiApi(): TaxiApiConfig {
  return useContext(TaxiApiContext);
}
