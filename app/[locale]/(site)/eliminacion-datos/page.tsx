import { RoutePage } from '@/features/content/components/route-page';
import { openRoute, routeMetadata } from '@/features/content/server';
import { DataRequestSection } from '@/features/forms/components/data-request-section';

export const generateMetadata = routeMetadata('/eliminacion-datos');

export default async function DataRequestPage({ params }: PageProps<'/[locale]/eliminacion-datos'>) {
  const { locale, page } = await openRoute(params, '/eliminacion-datos');
  return (
    <RoutePage model={page}>
      <DataRequestSection locale={locale} />
    </RoutePage>
  );
}
