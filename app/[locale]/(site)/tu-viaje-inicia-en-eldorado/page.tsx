import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/page-frame/page-frame';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { DirectoryIndex } from '@/features/establishments/components/directory-index';
import { directorySummary } from '@/features/establishments/server';
import { FeaturedOffers } from '@/features/offers/components/featured-offers';
import { listOffers } from '@/features/offers/server';
import { BRAND } from '@/lib/routes';

interface Props {
  params: Promise<{ locale: string }>;
}

/** The folder is the registry's `/tu-viaje-inicia-en-${BRAND}` with BRAND = eldorado (lib/routes.ts). */
const PATH = `/tu-viaje-inicia-en-${BRAND}`;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticRouteMetadata(params, PATH);
}

/** Where to eat and shop before the flight, and the passengers' featured offers. */
export default async function TripStartsPage({ params }: Props) {
  const { locale, match } = await resolveStaticRoute(params, PATH);
  setRequestLocale(locale);
  const [page, summary, offers, common, pages] = await Promise.all([
    getRoutePageModel(locale, match),
    directorySummary(['restaurantes', 'tiendas']),
    listOffers({ audience: 'passengers', featured: true, page: 1, pageSize: 3, locale }),
    getTranslations('common'),
    getTranslations('pages.tuViaje'),
  ]);
  return (
    <PageFrame
      title={page.title}
      description={page.description}
      breadcrumb={page.breadcrumb}
      breadcrumbLabel={common('breadcrumb')}
      intro={page.intro}
    >
      <DirectoryIndex
        summary={summary}
        titles={{ restaurantes: pages('restaurantes.title'), tiendas: pages('tiendas.title') }}
        hrefs={{ restaurantes: `${PATH}/restaurantes`, tiendas: `${PATH}/tiendas` }}
      />
      <FeaturedOffers list={offers} moreHref="/ofertas/pasajeros" />
    </PageFrame>
  );
}
