import 'server-only';
import type { Metadata } from 'next';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { routeByPath, type RouteMatch } from '@/lib/routes';
import { getRouteMetadata } from './route-page';

/** For pages with their own folder: the locale from params and the registry entry of the page. */
export async function resolveStaticRoute(
  params: Promise<{ locale: string }>,
  path: string,
): Promise<{ locale: Locale; match: RouteMatch }> {
  const { locale } = await params;
  return { locale: isLocale(locale) ? locale : 'es', match: { route: routeByPath(path), params: {} } };
}

export async function staticRouteMetadata(params: Promise<{ locale: string }>, path: string): Promise<Metadata> {
  const { locale, match } = await resolveStaticRoute(params, path);
  return getRouteMetadata(locale, match);
}
