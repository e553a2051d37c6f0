import { localeTags, type Locale } from '@/lib/i18n/locales';

export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(localeTags[locale]).format(value);
}
