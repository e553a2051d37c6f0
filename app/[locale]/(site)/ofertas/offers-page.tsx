import { PageFrame } from '@/components/page-frame/page-frame';
import { openRoute, routeMetadata } from '@/features/content/server';
import { OffersView } from '@/features/offers/components/offers-view';
import type { OfferAudience } from '@/features/offers/schemas';
import { getOffersPage } from '@/features/offers/server';

export interface OffersPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const PATHS: Record<'all' | OfferAudience, string> = {
  all: '/ofertas',
  passengers: '/ofertas/pasajeros',
  employees: '/ofertas/empleados',
};

export const offersMetadata = (audience: OfferAudience | null) => routeMetadata(PATHS[audience ?? 'all']);

/** The three offer lists differ only in their audience. */
export async function renderOffersPage({ params, searchParams }: OffersPageProps, audience: OfferAudience | null) {
  const path = PATHS[audience ?? 'all'];
  const query = await searchParams;
  const {
    locale,
    page,
    data: model,
  } = await openRoute(params, path, (locale) => getOffersPage(audience, query, locale));
  return (
    <PageFrame page={page}>
      <OffersView model={model} basePath={path} locale={locale} />
    </PageFrame>
  );
}
