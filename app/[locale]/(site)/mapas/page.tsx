import { redirect } from 'next/navigation';
import { PageFrame } from '@/components/page-frame/page-frame';
import { openRoute, routeMetadata } from '@/features/content/server';
import { MapPage } from '@/features/maps/components/map-page';
import { parseMapQuery } from '@/features/maps/schemas';
import { getMapPage } from '@/features/maps/server';
import { localizePath } from '@/lib/i18n/locales';

const PATH = '/mapas';

export const generateMetadata = routeMetadata(PATH);

/** Terminal maps: the URL (terminal, floor, type, zone, poi, from, to, q, view) is the map's state. */
export default async function MapsPage({ params, searchParams }: PageProps<'/[locale]/mapas'>) {
  const { query, invalid } = parseMapQuery(await searchParams);
  const { locale, page, data: model } = await openRoute(params, PATH, (locale) => getMapPage(query, invalid, locale));
  // The route form sends the points' names: answer with the URL of their ids (the URL is the state).
  if (model.redirectTo) redirect(localizePath(model.redirectTo, locale));
  return (
    // A task page: on a phone the plan, not the header's description, fills the first screen.
    <PageFrame page={page} header={{ descriptionOnPhones: false }}>
      <MapPage model={model} locale={locale} />
    </PageFrame>
  );
}
