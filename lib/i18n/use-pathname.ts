import { usePathname as useNextPathname } from 'next/navigation';
import { useLocale } from 'next-intl';
import { defaultLocale, isLocale, localePrefix, type Locale } from './locales';

/**
 * A path as the browser shows it, without its locale's prefix (`/en/vuelos` → `/vuelos`, `/en` → `/`); a path of
 * another locale, or of none, unchanged.
 */
export function withoutLocalePrefix(pathname: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return pathname;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}

/**
 * The page's path in Spanish slugs, without the locale's prefix, for client components (the menus' current page,
 * the language switch, scroll restoration). next-intl's `createNavigation` has the same hook, but importing it in a
 * client component brought its Link (and next/link) into every page's first-load JS.
 */
export function usePathname(): string {
  const pathname = useNextPathname() ?? '/';
  const locale = useLocale();
  return withoutLocalePrefix(pathname, isLocale(locale) ? locale : defaultLocale);
}
