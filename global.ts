import type { Locale as SiteLocale } from '@/lib/i18n/locales';
import type messages from '@/messages/es.json';

/*
 * next-intl's types for this site: the locales of lib/i18n/locales.ts, and the message keys of the Spanish
 * source (the other locales have the same keys: lib/i18n/messages.test.ts). A key that es.json lacks is a type
 * error in t(), getTranslations() and useTranslations().
 */
declare module 'next-intl' {
  interface AppConfig {
    Locale: SiteLocale;
    Messages: typeof messages;
  }
}
