import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/page-frame/page-frame';
import { detailHref } from '@/features/establishments/links';
import type { BusinessTypeSlug } from '@/features/establishments/schemas';
import { OfferDetail } from '@/features/offers/components/offer-detail';
import { getOfferDetailPage, offerDetailMetadata } from '@/features/offers/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import { redirect } from '@/lib/i18n/navigation';

type Props = PageProps<'/[locale]/ofertas/detalle/[[...offerId]]'>;

async function offerId(params: Props['params']) {
  const { offerId = [] } = await params;
  if (offerId.length > 1) notFound();
  return offerId[0];
}

export async function generateMetadata({ params }: Props) {
  return offerDetailMetadata(await offerId(params), await pageLocale(params));
}

/** /ofertas/detalle/{offerId}: the full offer and its terms; without an id, the offers. */
export default async function OfferDetailPage({ params }: Props) {
  const [locale, id] = await Promise.all([pageLocale(params), offerId(params)]);
  setRequestLocale(locale);
  if (!id) redirect({ href: '/ofertas', locale });
  // Unknown or expired: 404 with the localised not-found page.
  const model = (await getOfferDetailPage(id as string, locale)) ?? notFound();
  const { establishment } = model.offer;
  const placeHref = detailHref({ id: establishment.id, businessType: establishment.businessType as BusinessTypeSlug });
  return (
    <PageFrame page={model.page}>
      <OfferDetail offer={model.offer} placeHref={placeHref} />
    </PageFrame>
  );
}
