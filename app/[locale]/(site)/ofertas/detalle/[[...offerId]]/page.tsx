import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/page-frame/page-frame';
import { getRouteMetadata, getRoutePageModel, getRouteTitle } from '@/features/content/server';
import { detailHref } from '@/features/establishments/links';
import type { BusinessTypeSlug } from '@/features/establishments/schemas';
import { OfferDetail } from '@/features/offers/components/offer-detail';
import { getOffer } from '@/features/offers/server';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { redirect } from '@/lib/i18n/navigation';
import { routeByPath } from '@/lib/routes';

interface Props {
  params: Promise<{ locale: string; offerId?: string[] }>;
}

const ROUTE = '/ofertas/detalle/[offerId]';

async function resolve(params: Props['params']) {
  const { locale, offerId = [] } = await params;
  if (offerId.length > 1) notFound();
  return { locale: (isLocale(locale) ? locale : 'es') as Locale, id: offerId[0] };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await resolve(params);
  const offer = id ? await getOffer(id, locale) : undefined;
  if (!offer) return {};
  const match = { route: routeByPath(ROUTE), params: { offerId: String(offer.id) } };
  const [base, { title }, common] = await Promise.all([
    getRouteMetadata(locale, match),
    getRouteTitle(locale, match.route),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  return {
    ...base,
    title: { absolute: `${offer.title} – ${title} | ${common('siteName')}` },
    description: offer.summary,
  };
}

/** /ofertas/detalle/{offerId}: the full offer and its terms; without an id, the offers. */
export default async function OfferDetailPage({ params }: Props) {
  const { locale, id } = await resolve(params);
  setRequestLocale(locale);
  if (!id) redirect({ href: '/ofertas', locale });
  const offer = await getOffer(id as string, locale);
  // Unknown or expired: 404 with the localised not-found page.
  if (!offer) notFound();
  const [page, common] = await Promise.all([
    getRoutePageModel(locale, { route: routeByPath(ROUTE), params: { offerId: String(offer.id) } }),
    getTranslations('common'),
  ]);
  const breadcrumb = page.breadcrumb.map((c, i, all) => (i === all.length - 1 ? { ...c, label: offer.title } : c));
  const placeHref = detailHref({
    id: offer.establishment.id,
    businessType: offer.establishment.businessType as BusinessTypeSlug,
  });
  return (
    <PageFrame
      title={offer.title}
      description={offer.establishment.name}
      breadcrumb={breadcrumb}
      breadcrumbLabel={common('breadcrumb')}
      intro={page.intro}
    >
      <OfferDetail offer={offer} placeHref={placeHref} />
    </PageFrame>
  );
}
