import { setRequestLocale } from 'next-intl/server';
import { RoutePage } from '@/features/content/components/route-page';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { DataRequestSection } from '@/features/forms/components/data-request-section';

export function generateMetadata({ params }: PageProps<'/[locale]/eliminacion-datos'>) {
  return staticRouteMetadata(params, '/eliminacion-datos');
}

export default async function DataRequestPage({ params }: PageProps<'/[locale]/eliminacion-datos'>) {
  const { locale, match } = await resolveStaticRoute(params, '/eliminacion-datos');
  setRequestLocale(locale);
  const model = await getRoutePageModel(locale, match);
  return (
    <RoutePage model={model}>
      <DataRequestSection locale={locale} />
    </RoutePage>
  );
}
