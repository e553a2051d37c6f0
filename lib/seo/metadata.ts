import type { Metadata } from 'next';
import { config } from '../config';
import { defaultLocale, locales, localeTags, localizePath, type Locale } from '../i18n/locales';

export interface PageSeo {
  locale: Locale;
  /** Site path in Spanish slugs, without locale prefix ('/vuelos/salidas'). */
  path: string;
  title: string;
  description: string;
  siteName: string;
  noIndex?: boolean;
  /** Open Graph image (a site path or https URL); the site's og-image.png otherwise. */
  ogImage?: string;
}

function absolute(path: string): string {
  return new URL(path, config().SITE_URL).toString();
}

/** Canonical URL and hreflang alternates for the four locales plus x-default (Spanish). */
export function alternatesFor(path: string, locale: Locale): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const l of locales) languages[localeTags[l]] = absolute(localizePath(path, l));
  languages['x-default'] = absolute(localizePath(path, defaultLocale));
  return { canonical: absolute(localizePath(path, locale)), languages };
}

export function pageMetadata({ locale, path, title, description, siteName, noIndex, ogImage }: PageSeo): Metadata {
  const url = absolute(localizePath(path, locale));
  return {
    // The home's title is the site name itself: no "| site name" suffix.
    title: { absolute: path === '/' ? title : `${title} | ${siteName}` },
    description,
    alternates: alternatesFor(path, locale),
    openGraph: {
      type: 'website',
      url,
      title,
      description,
      siteName,
      locale: localeTags[locale].replace('-', '_'),
      alternateLocale: locales.filter((l) => l !== locale).map((l) => localeTags[l].replace('-', '_')),
      images: [
        ogImage
          ? { url: absolute(ogImage), alt: title }
          : { url: absolute('/og-image.png'), width: 1200, height: 630, alt: siteName },
      ],
    },
    twitter: { card: 'summary_large_image', title, description },
    robots: noIndex ? { index: false, follow: true } : undefined,
  };
}
