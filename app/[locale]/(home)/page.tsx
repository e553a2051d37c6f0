import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { RoutePage } from '@/features/content/components/route-page';
import { getRouteMetadata, getRoutePageModel } from '@/features/content/server';
import { isLocale } from '@/lib/i18n/locales';
import { routeByPath } from '@/lib/routes';

const home = { route: routeByPath('/'), params: {} };

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  return getRouteMetadata(isLocale(locale) ? locale : 'es', home);
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  const safeLocale = isLocale(locale) ? locale : 'es';
  setRequestLocale(safeLocale);
  return <RoutePage model={await getRoutePageModel(safeLocale, home)} />;
}
