import { localeTags, type Locale } from '@/lib/i18n/locales';

/** COP with dot thousands (ARCHITECTURE §4): 72000 → '$ 72.000'. */
export function formatCop(amount: number): string {
  return `$ ${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(localeTags[locale]).format(value);
}
