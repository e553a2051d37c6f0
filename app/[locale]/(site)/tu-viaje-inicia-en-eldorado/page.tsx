import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/page-frame/page-frame';
import { openRoute, routeMetadata } from '@/features/content/server';
import { DirectoryIndex } from '@/features/establishments/components/directory-index';
import { directorySummary } from '@/features/establishments/server';
import { FeaturedOffers } from '@/features/offers/components/featured-offers';
import { listOffers } from '@/features/offers/server';
import { BRAND } from '@/lib/routes';

/** The folder is the registry's `/tu-viaje-inicia-en-${BRAND}` with BRAND = eldorado (lib/routes.ts). */
const PATH = `/tu-viaje-inicia-en-${BRAND}`;

export const generateMetadata = routeMetadata(PATH);

/** Where to eat and shop before the flight, and the passengers' featured offers. */
export default async function TripStartsPage({ params }: PageProps<'/[locale]/tu-viaje-inicia-en-eldorado'>) {
  const { locale, page } = await openRoute(params, PATH);
  const [summary, offers, pages] = await Promise.all([
    directorySummary(['restaurantes', 'tiendas']),
    listOffers({ audience: 'passengers', featured: true, page: 1, pageSize: 3, locale }),
    getTranslations('pages.tuViaje'),
  ]);
  return (
    <PageFrame page={page}>
      <DirectoryIndex
        summary={summary}
        titles={{ restaurantes: pages('restaurantes.title'), tiendas: pages('tiendas.title') }}
        hrefs={{ restaurantes: `${PATH}/restaurantes`, tiendas: `${PATH}/tiendas` }}
      />
      <FeaturedOffers list={offers} moreHref="/ofertas/pasajeros" />
    </PageFrame>
  );
}
