import { setRequestLocale } from 'next-intl/server';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { TaxiPage } from '@/features/taxi/components/taxi-page';
import { VerifyPlate } from '@/features/taxi/components/verify-plate.client';

const PATH = '/servicios/taxis/verify-plate';

export function generateMetadata({ params }: PageProps<'/[locale]/servicios/taxis/verify-plate'>) {
  return staticRouteMetadata(params, PATH);
}

export default async function Page({ params }: PageProps<'/[locale]/servicios/taxis/verify-plate'>) {
  const { locale, match } = await resolveStaticRoute(params, PATH);
  setRequestLocale(locale);
  return (
    <TaxiPage page={await getRoutePageModel(locale, match)}>
      <VerifyPlate />
    </TaxiPage>
  );
}
