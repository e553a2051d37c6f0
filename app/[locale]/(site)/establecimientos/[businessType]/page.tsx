import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/page-frame/page-frame';
import { getRouteMetadata, getRoutePageModel } from '@/features/content/server';
import { DirectoryListView } from '@/features/establishments/components/directory-list-view';
import { isListPage, listHref } from '@/features/establishments/links';
import { BUSINESS_TYPE_SLUG_LIST } from '@/features/establishments/schemas';
import { getDirectoryList } from '@/features/establishments/server';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { redirect } from '@/lib/i18n/navigation';
import { routeByPath } from '@/lib/routes';

interface Props {
  params: Promise<{ locale: string; businessType: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function resolve(params: Props['params']) {
  const { locale, businessType } = await params;
  return { locale: (isLocale(locale) ? locale : 'es') as Locale, businessType };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, businessType } = await resolve(params);
  if (!isListPage(businessType)) return {};
  return getRouteMetadata(locale, { route: routeByPath(`/establecimientos/${businessType}`), params: {} });
}

/** /establecimientos/{restaurantes, tiendas, salas-vip, cajeros-electronicos, …}: one list of the directory. */
export default async function DirectoryListPage({ params, searchParams }: Props) {
  const { locale, businessType } = await resolve(params);
  setRequestLocale(locale);
  if (!isListPage(businessType)) {
    // /establecimientos/casas-de-cambio (listed on the currency page) and /establecimientos/detalle → their list.
    if ((BUSINESS_TYPE_SLUG_LIST as readonly string[]).includes(businessType)) {
      redirect({ href: listHref(businessType as (typeof BUSINESS_TYPE_SLUG_LIST)[number]), locale });
    }
    if (businessType === 'detalle') redirect({ href: '/establecimientos', locale });
    notFound();
  }
  const path = `/establecimientos/${businessType}`;
  const [page, model, common] = await Promise.all([
    getRoutePageModel(locale, { route: routeByPath(path), params: {} }),
    getDirectoryList(businessType, await searchParams, locale),
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
      <DirectoryListView model={model} basePath={path} locale={locale} />
    </PageFrame>
  );
}
