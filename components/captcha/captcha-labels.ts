import 'server-only';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { CaptchaLabels } from './labels';

/** The captcha widget's strings in the page's language, for an island that is not one of the forms. */
export async function getCaptchaLabels(locale: Locale): Promise<CaptchaLabels> {
  // The whole forms.captcha group, as the messages hold it (what t.raw gave; its typed key must be a leaf).
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace: 'forms' }), getMessages({ locale })]);
  return { captcha: messages.forms.captcha, common: { retry: t('common.retry') } };
}
