import 'server-only';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routeByPath } from '@/lib/routes';
import { getRouteMetadata, getRoutePageModel, type RoutePageModel } from './route-page';

type LocaleParams = Promise<{ locale: string }>;

/**
 * The route shell: a page of lib/routes.ts with its own folder exports `generateMetadata = routeMetadata(PATH)`
 * and opens its page with `openRoute(params, PATH)`; its title, description, canonical, hreflang and breadcrumb
 * all come from the registry entry of PATH.
 */
export function routeMetadata(path: string): (props: { params: LocaleParams }) => Promise<Metadata> {
  return async ({ params }) => getRouteMetadata(await pageLocale(params), { route: routeByPath(path), params: {} });
}

/**
 * The locale of the request (set for next-intl) and the page model of the registered route at `path`; with
 * `load`, the page's own data is read beside the page model (both are queries: run together, not in turn).
 */
export async function openRoute(params: LocaleParams, path: string): Promise<OpenedRoute<undefined>>;
export async function openRoute<T>(
  params: LocaleParams,
  path: string,
  load: (locale: Locale) => Promise<T>,
): Promise<OpenedRoute<T>>;
export async function openRoute<T>(
  params: LocaleParams,
  path: string,
  load?: (locale: Locale) => Promise<T>,
): Promise<OpenedRoute<T | undefined>> {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const [page, data] = await Promise.all([
    getRoutePageModel(locale, { route: routeByPath(path), params: {} }),
    load?.(locale),
  ]);
  return { locale, page, data };
}

export interface OpenedRoute<T> {
  locale: Locale;
  page: RoutePageModel;
  data: T;
}
