import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/metadata';
import type { Locale } from '@/lib/i18n/locales';
import { breadcrumbTrail, buildPath, childrenOf, ROUTES, type RouteDef, type RouteMatch } from '@/lib/routes';
import type { PageHeaderFields } from '../schemas';
import { getContentView, type ContentView } from './content-view';
import { pageKey } from '@/lib/i18n/keys';

export interface RouteLink {
  href: string;
  title: string;
  description: string;
}

export interface RoutePageModel {
  path: string;
  title: string;
  description: string;
  intro: string;
  breadcrumb: { label: string; href: string }[];
  children: RouteLink[];
  related: RouteLink[];
  /** The content store's page for this path, when there is one (the intro is shown otherwise). */
  content: ContentView | null;
  /** SPEC page-header properties of the stored page ({}: the header's defaults). */
  header: PageHeaderFields;
}

const RELATED_LIMIT = 6;

async function pageTexts(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'pages' });
  return (route: RouteDef) => {
    const key = pageKey(route.key);
    return { title: t(`${key}.title`), description: t(`${key}.description`), intro: t(`${key}.intro`) };
  };
}

function linkFor(route: RouteDef, texts: (r: RouteDef) => { title: string; description: string }): RouteLink {
  const { title, description } = texts(route);
  return { href: route.path, title, description };
}

/** Pages of the same section, for routes that have no children of their own. */
function relatedRoutes(route: RouteDef): RouteDef[] {
  const siblings = ROUTES.filter(
    (r) =>
      r !== route &&
      !r.hidden &&
      !r.params &&
      r.path !== '/' &&
      (r.parent === route.parent || r.section === route.section),
  );
  return siblings.slice(0, RELATED_LIMIT);
}

/** Everything the generic route template renders: texts, breadcrumb and links. */
export async function getRoutePageModel(locale: Locale, match: RouteMatch): Promise<RoutePageModel> {
  const texts = await pageTexts(locale);
  const { route, params } = match;
  const own = texts(route);
  const path = buildPath(route.path, params);
  const trail = breadcrumbTrail(route);
  const breadcrumb = trail.map((r, i) => ({
    label: texts(r).title,
    href: i === trail.length - 1 ? path : r.path,
  }));
  const children = childrenOf(route.path).map((r) => linkFor(r, texts));
  const related = children.length ? [] : relatedRoutes(route).map((r) => linkFor(r, texts));
  const content = await getContentView(path, locale);
  const stored = content ? { title: content.title, description: content.description } : {};
  if (content && breadcrumb.length) breadcrumb[breadcrumb.length - 1]!.label = content.title;
  return { path, ...own, ...stored, breadcrumb, children, related, content, header: content?.header ?? {} };
}

export async function getRouteTitle(locale: Locale, route: RouteDef): Promise<{ title: string; description: string }> {
  const texts = await pageTexts(locale);
  const { title, description } = texts(route);
  return { title, description };
}

/** Title, description, canonical and hreflang of a route in a locale. */
export async function getRouteMetadata(locale: Locale, match: RouteMatch): Promise<Metadata> {
  const path = buildPath(match.route.path, match.params);
  // <title> keeps the route's name (menus, breadcrumb, tests) unless the stored page sets an SEO
  // title; the description is the page's SEO description, else its description, else the route's.
  const [content, route] = await Promise.all([getContentView(path, locale), getRouteTitle(locale, match.route)]);
  const seo = content?.seo ?? {};
  const common = await getTranslations({ locale, namespace: 'common' });
  // A generic page of the store has no name of its own in messages (its key is its parent's): the page's title.
  const name = match.route.storedPage && content ? content.title : route.title;
  return pageMetadata({
    locale,
    path,
    title: seo.title ?? name,
    description: seo.description ?? content?.description ?? route.description,
    siteName: common('siteName'),
    noIndex: match.route.hidden || seo.noindex === true,
    ogImage: seo.ogImage,
  });
}

/**
 * Metadata of one item's page under a parameterised route (a place, an offer): the route's canonical and
 * hreflang, titled `{item} – {route title} | {site}`, with the item's own description.
 */
export async function getItemMetadata(
  locale: Locale,
  match: RouteMatch,
  item: { name: string; description: Metadata['description'] },
): Promise<Metadata> {
  const [base, { title }, common] = await Promise.all([
    getRouteMetadata(locale, match),
    getRouteTitle(locale, match.route),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  return {
    ...base,
    title: { absolute: `${item.name} – ${title} | ${common('siteName')}` },
    description: item.description,
  };
}
