import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/page-frame/page-frame';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { MapPage } from '@/features/maps/components/map-page';
import { parseMapQuery } from '@/features/maps/schemas';
import { getMapPage } from '@/features/maps/server';
import { localizePath } from '@/lib/i18n/locales';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const PATH = '/mapas';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticRouteMetadata(params, PATH);
}

/** Terminal maps: the URL (terminal, floor, type, zone, poi, from, to, q, view) is the map's state. */
export default async function MapsPage({ params, searchParams }: Props) {
  const { locale, match } = await resolveStaticRoute(params, PATH);
  setRequestLocale(locale);
  const { query, invalid } = parseMapQuery(await searchParams);
  const [page, model, common] = await Promise.all([
    getRoutePageModel(locale, match),
    getMapPage(query, invalid, locale),
    getTranslations('common'),
  ]);
  // The route form sends the points' names: answer with the URL of their ids (the URL is the state).
  if (model.redirectTo) redirect(localizePath(model.redirectTo, locale));
  return (
    <PageFrame
      title={page.title}
      description={page.description}
      breadcrumb={page.breadcrumb}
      breadcrumbLabel={common('breadcrumb')}
      intro={page.intro}
    >
      <MapPage model={model} locale={locale} />
    </PageFrame>
  );
}
