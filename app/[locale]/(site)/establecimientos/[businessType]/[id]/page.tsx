import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/page-frame/page-frame';
import { EstablishmentDetail } from '@/features/establishments/components/establishment-detail';
import { detailHref, listHref } from '@/features/establishments/links';
import { findEstablishment, getDetailMetadata, getDetailPage } from '@/features/establishments/server';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { redirect } from '@/lib/i18n/navigation';

interface Props {
  params: Promise<{ locale: string; businessType: string; id: string }>;
}

/** Only restaurants and shops have this short detail route (SPEC §2). */
const SHORT_ROUTE_LISTS = ['restaurantes', 'tiendas'];

/** /establecimientos/detalle/{businessId}: the detail route without its business type. */
const DETAIL_WITHOUT_TYPE = 'detalle';

async function resolve(params: Props['params']) {
  const { locale, businessType, id } = await params;
  if (!SHORT_ROUTE_LISTS.includes(businessType) && businessType !== DETAIL_WITHOUT_TYPE) notFound();
  return { locale: (isLocale(locale) ? locale : 'es') as Locale, businessType, id: decodeURIComponent(id) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, businessType, id } = await resolve(params);
  return businessType === DETAIL_WITHOUT_TYPE ? {} : getDetailMetadata(id, locale);
}

/**
 * /establecimientos/restaurantes/{id} and /establecimientos/tiendas/{id}; /establecimientos/detalle/{id}
 * (the business type left out) redirects to the list of that place's type.
 */
export default async function ShortDetailPage({ params }: Props) {
  const { locale, businessType, id } = await resolve(params);
  setRequestLocale(locale);
  if (businessType === DETAIL_WITHOUT_TYPE) {
    const entry = await findEstablishment(id);
    if (!entry) notFound();
    redirect({ href: listHref(entry.businessType), locale });
  }
  const model = await getDetailPage(id, locale);
  if (!model) notFound();
  // A shop's id under /restaurantes (or a slug): the place's own address.
  const canonical = detailHref(model.item);
  if (model.item.businessType !== businessType || String(model.item.id) !== id) redirect({ href: canonical, locale });
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
