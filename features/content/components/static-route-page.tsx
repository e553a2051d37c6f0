import { setRequestLocale } from 'next-intl/server';
import { getRoutePageModel, resolveStaticRoute } from '../server';
import { RoutePage } from './route-page';
import { ScreenPage } from './screen-page';

/** The generic template for a route that has its own folder under app/ (taxi and screen layouts). */
export async function StaticRoutePage({
  params,
  path,
  variant = 'page',
}: {
  params: Promise<{ locale: string }>;
  path: string;
  variant?: 'page' | 'screen';
}) {
  const { locale, match } = await resolveStaticRoute(params, path);
  setRequestLocale(locale);
  const model = await getRoutePageModel(locale, match);
  return variant === 'screen' ? <ScreenPage model={model} /> : <RoutePage model={model} />;
}
