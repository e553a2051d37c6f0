import { config } from '../config';
import { localizePath, type Locale } from '../i18n/locales';

/** An absolute link to a page of the site in a locale (mails, pushes, calendar files). */
export function siteUrl(path: string, locale: Locale): string {
  return new URL(localizePath(path, locale), config().SITE_URL).toString();
}
