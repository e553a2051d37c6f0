import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { defaultLocale, isLocale, localePrefix, type Locale } from '@/lib/i18n/locales';

/** The attribute that marks the site's links for `LinkNavigation`; its value lists the options set to false. */
export const LINK_ATTRIBUTE = 'data-link';
export const NO_PREFETCH = 'no-prefetch';
export const NO_SCROLL = 'no-scroll';

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A site path in Spanish slugs (`/vuelos/salidas?page=2`), prefixed with the page's locale; or any URL. */
  href: string;
  /** `false`: never prefetched, not even on intent (lists of many links to pages few visitors open). */
  prefetch?: false;
  /** `false`: the navigation keeps the scroll position (a choice within the page, such as a tab). */
  scroll?: false;
};

/** A site path with the locale's prefix (`/en/vuelos`, `/en?q=x`); an absolute URL or a `#` link unchanged. */
export function localizeHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const prefix = localePrefix(locale);
  if (!prefix) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  return `${path === '/' ? prefix : prefix + path}${rest}`;
}

/**
 * The site's link: a plain `<a>` with the locale's prefix, in server and client components alike. It ships no
 * JavaScript of its own: `LinkNavigation` (mounted once) turns a click on it into a client-side navigation and
 * prefetches its route on intent, so a page of 60 links hydrates 60 anchors, not 60 components with their hooks.
 */
export function Link(props: LinkProps) {
  const locale = useLocale();
  return <StaticLink {...props} locale={isLocale(locale) ? locale : defaultLocale} />;
}

/** The same link with its locale given, for markup written without React's hooks (components/static-markup). */
export function StaticLink({ href, prefetch, scroll, locale, ...props }: LinkProps & { locale: Locale }) {
  const options = [prefetch === false && NO_PREFETCH, scroll === false && NO_SCROLL].filter(Boolean).join(' ');
  return <a href={localizeHref(href, locale)} {...{ [LINK_ATTRIBUTE]: options }} {...props} />;
}
