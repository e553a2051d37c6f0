import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { CaptchaLabels } from './labels';

/** The captcha widget's strings in the page's language, for an island that is not one of the forms. */
export async function getCaptchaLabels(locale: string): Promise<CaptchaLabels> {
  const t = await getTranslations({ locale, namespace: 'forms' });
  return { captcha: t.raw('captcha') as CaptchaLabels['captcha'], common: { retry: t('common.retry') } };
}
