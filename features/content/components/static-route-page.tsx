import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getRoutePageModel, resolveStaticRoute } from '../server';
import { RoutePage } from './route-page';
import { ScreenPage } from './screen-page';

/** The generic template for a route that has its own folder under app/ (taxi and screen layouts). */
export async function StaticRoutePage({
  params,
  path,
  variant = 'page',
  children,
}: {
  params: Promise<{ locale: string }>;
  path: string;
  variant?: 'page' | 'screen';
  children?: ReactNode;
}) {
  const { locale, match } = await resolveStaticRoute(params, path);
  setRequestLocale(locale);
  const model = await getRoutePageModel(locale, match);
  return variant === 'screen' ? (
    <ScreenPage model={model}>{children}</ScreenPage>
  ) : (
    <RoutePage model={model}>{children}</RoutePage>
  );
}
