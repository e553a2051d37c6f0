/** Locales of the site. es is the default and carries no route prefix. */
export const locales = ['es', 'en', 'fr', 'pt'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'es';

/** BCP 47 tags used for <html lang>, hreflang and Intl formatting. */
export const localeTags: Record<Locale, string> = {
  es: 'es-CO',
  en: 'en-US',
  fr: 'fr-FR',
  pt: 'pt-BR',
};

/** Native names shown in the language switch. */
export const localeNames: Record<Locale, string> = {
  es: 'Español',
  en: 'English',
  fr: 'Français',
  pt: 'Português',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Path prefix of a locale: '' for es, '/en' for English… */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** A site path (always written in Spanish slugs) in the given locale. */
export function localizePath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix}${path}`;
}
