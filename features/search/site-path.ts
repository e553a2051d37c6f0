import { localePrefix, type Locale } from '@/lib/i18n/locales';

/** Hits carry their locale prefix (they are Algolia records); the locale-aware Link adds it again, so strip it. */
export function sitePath(routeUrl: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  return prefix && routeUrl.startsWith(prefix) ? routeUrl.slice(prefix.length) || '/' : routeUrl;
}
