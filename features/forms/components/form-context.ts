import type { PublicCaptcha } from '@/lib/security/captcha';
import 'server-only';
import { config } from '@/lib/config';
import { bogotaToday } from '@/lib/clock';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { publicCaptchaConfig } from '@/lib/server/captcha';
import { getFormLabels } from './form-labels';
import type { FormLabels } from './labels';

export interface FormContext {
  locale: Locale;
  labels: FormLabels;
  apiBase: string;
  captcha: PublicCaptcha | null;
  today: string;
  termsHref: string;
}

/** What every form island needs from the server: strings, API base, captcha key, dates, links. */
export async function getFormContext(locale: Locale): Promise<FormContext> {
  return {
    locale,
    labels: await getFormLabels(locale),
    apiBase: config().NEXT_PUBLIC_API_BASE_URL,
    captcha: publicCaptchaConfig(),
    today: bogotaToday(),
    termsHref: localizePath('/comunicados/terminos-y-condiciones', locale),
  };
}
