import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/page-frame/page-frame';
import { EstablishmentDetail } from '@/features/establishments/components/establishment-detail';
import { detailHref, listHref } from '@/features/establishments/links';
import { BUSINESS_TYPE_SLUG_LIST, type BusinessTypeSlug } from '@/features/establishments/schemas';
import { getDetailMetadata, getDetailPage } from '@/features/establishments/server';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { redirect } from '@/lib/i18n/navigation';

interface Props {
  params: Promise<{ locale: string; businessType: string; businessId?: string[] }>;
}

async function resolve(params: Props['params']) {
  const { locale, businessType, businessId = [] } = await params;
  if (!(BUSINESS_TYPE_SLUG_LIST as readonly string[]).includes(businessType) || businessId.length > 1) notFound();
  const id = businessId[0] === undefined ? undefined : decodeURIComponent(businessId[0]);
  return { locale: (isLocale(locale) ? locale : 'es') as Locale, businessType: businessType as BusinessTypeSlug, id };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await resolve(params);
  return id ? getDetailMetadata(id, locale) : {};
}

/** /establecimientos/{businessType}/detalle/{businessId}; without an id it redirects to the list. */
export default async function DetailPage({ params }: Props) {
  const { locale, businessType, id } = await resolve(params);
  setRequestLocale(locale);
  if (!id) redirect({ href: listHref(businessType), locale });
  const model = await getDetailPage(id as string, locale);
  if (!model) notFound();
  if (model.item.businessType !== businessType || String(model.item.id) !== id)
    redirect({ href: detailHref(model.item), locale });
  const common = await getTranslations('common');
  return (
    <PageFrame
      title={model.page.title}
      description={model.page.description}
      breadcrumb={model.page.breadcrumb}
      breadcrumbLabel={common('breadcrumb')}
      intro={model.page.intro}
    >
      <EstablishmentDetail item={model.item} offers={model.offers} />
    </PageFrame>
  );
}
