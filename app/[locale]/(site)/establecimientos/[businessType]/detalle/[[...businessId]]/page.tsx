import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { detailSegment, getDetailMetadata, resolveDetailPage } from '@/features/establishments/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import { renderEstablishmentDetail } from '../../../detail-route';

type Props = PageProps<'/[locale]/establecimientos/[businessType]/detalle/[[...businessId]]'>;

async function segments(params: Props['params']) {
  const { businessType, businessId = [] } = await params;
  const id = detailSegment(businessType, businessId, false);
  if (id === null) notFound();
  return { businessType, id };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { id }] = await Promise.all([pageLocale(params), segments(params)]);
  return id ? getDetailMetadata(id, locale) : {};
}

/** /establecimientos/{businessType}/detalle/{businessId}; without an id it redirects to the list. */
export default async function DetailPage({ params }: Props) {
  const [locale, { businessType, id }] = await Promise.all([pageLocale(params), segments(params)]);
  setRequestLocale(locale);
  return renderEstablishmentDetail(await resolveDetailPage(businessType, id, locale), locale);
}
