import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import {
  DETAIL_WITHOUT_TYPE,
  detailSegment,
  getDetailMetadata,
  resolveDetailPage,
} from '@/features/establishments/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import { renderEstablishmentDetail } from '../../detail-route';

type Props = PageProps<'/[locale]/establecimientos/[businessType]/[id]'>;

async function segments(params: Props['params']) {
  const { businessType, id } = await params;
  return { businessType, id: detailSegment(businessType, [id], true) ?? notFound() };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { businessType, id }] = await Promise.all([pageLocale(params), segments(params)]);
  return businessType === DETAIL_WITHOUT_TYPE ? {} : getDetailMetadata(id, locale);
}

/**
 * /establecimientos/restaurantes/{id} and /establecimientos/tiendas/{id}; /establecimientos/detalle/{id}
 * (the business type left out) redirects to the list of that place's type.
 */
export default async function ShortDetailPage({ params }: Props) {
  const [locale, { businessType, id }] = await Promise.all([pageLocale(params), segments(params)]);
  setRequestLocale(locale);
  return renderEstablishmentDetail(await resolveDetailPage(businessType, id, locale), locale);
}
