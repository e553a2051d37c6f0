import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/page-frame/page-frame';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
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

export function offersMetadata(params: OffersPageProps['params'], audience: OfferAudience | null): Promise<Metadata> {
  return staticRouteMetadata(params, PATHS[audience ?? 'all']);
}

/** The three offer lists differ only in their audience. */
export async function renderOffersPage({ params, searchParams }: OffersPageProps, audience: OfferAudience | null) {
  const path = PATHS[audience ?? 'all'];
  const { locale, match } = await resolveStaticRoute(params, path);
  setRequestLocale(locale);
  const [page, model, common] = await Promise.all([
    getRoutePageModel(locale, match),
    getOffersPage(audience, await searchParams, locale),
    getTranslations('common'),
  ]);
  return (
    <PageFrame
      title={page.title}
      description={page.description}
      breadcrumb={page.breadcrumb}
      breadcrumbLabel={common('breadcrumb')}
      intro={page.intro}
    >
      <OffersView model={model} basePath={path} locale={locale} />
    </PageFrame>
  );
}
