import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';
import { locales, localeTags, localizePath } from '@/lib/i18n/locales';
import { ROUTES } from '@/lib/routes';

/** Every public page in the four locales, each entry with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = config().SITE_URL;
  const url = (path: string) => new URL(path, base).toString();
  return ROUTES.filter((route) => !route.hidden && !route.params).flatMap((route) =>
    locales.map((locale) => ({
      url: url(localizePath(route.path, locale)),
      changeFrequency: route.section === 'flights' || route.section === 'realtime' ? 'always' : 'weekly',
      priority: route.path === '/' ? 1 : route.section === 'flights' ? 0.9 : 0.6,
      alternates: {
        languages: Object.fromEntries(locales.map((l) => [localeTags[l], url(localizePath(route.path, l))])),
      },
    })),
  );
}
