import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  // Canonical and hreflang links are rendered in <head> by each page (lib/seo.ts).
  alternateLinks: false,
});
