import type { MetadataRoute } from 'next';
import { listNews, listStoredPagePaths, listStories } from '@/features/content/server';
import { config } from '@/lib/config';
import { locales, localeTags, localizePath } from '@/lib/i18n/locales';
import { BRAND, matchStoredPage, ROUTES } from '@/lib/routes';

// Read from the content store on request (the store changes without a rebuild).
export const dynamic = 'force-dynamic';

type Entry = MetadataRoute.Sitemap[number];

function entriesFor(path: string, extra: Omit<Entry, 'url' | 'alternates'>): Entry[] {
  const base = config().SITE_URL;
  const url = (p: string) => new URL(p, base).toString();
  const languages = Object.fromEntries(locales.map((l) => [localeTags[l], url(localizePath(path, l))]));
  return locales.map((locale) => ({ url: url(localizePath(path, locale)), alternates: { languages }, ...extra }));
}

/**
 * Every public page in the four locales with hreflang alternates: the routes module plus the content
 * store (generic pages no route names, news and stories; pages whose SEO fields say `noindex` are left out).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, news, stories] = await Promise.all([listStoredPagePaths(), listNews('es'), listStories('es')]);
  const updated = new Map(pages.map((p) => [p.path, p.updatedAt]));
  const noindex = new Set(pages.filter((p) => p.noindex).map((p) => p.path));
  const routes = ROUTES.filter((route) => !route.hidden && !route.params && !noindex.has(route.path)).flatMap((route) =>
    entriesFor(route.path, {
      changeFrequency: route.section === 'flights' || route.section === 'realtime' ? 'always' : 'weekly',
      priority: route.path === '/' ? 1 : route.section === 'flights' ? 0.9 : 0.6,
      ...(updated.has(route.path) ? { lastModified: updated.get(route.path) } : {}),
    }),
  );
  // Generic pages of the store that no registered route names (`/{slug}`, `/servicios/{pageSlug}`…).
  const storedPages = pages
    .filter((page) => !page.noindex && matchStoredPage(page.path))
    .flatMap((page) =>
      entriesFor(page.path, { changeFrequency: 'weekly', priority: 0.6, lastModified: page.updatedAt }),
    );
  const articles = [
    ...news.map((n) => ({ path: `/${BRAND}-informa/${n.slug}`, date: n.publishedAt })),
    ...stories.map((s) => ({ path: `/historiasde${BRAND}/${s.slug}`, date: s.publishedAt })),
  ].flatMap(({ path, date }) => entriesFor(path, { changeFrequency: 'monthly', priority: 0.5, lastModified: date }));
  return [...routes, ...storedPages, ...articles];
}
