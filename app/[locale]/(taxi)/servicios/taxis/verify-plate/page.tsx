import { openRoute, routeMetadata } from '@/features/content/server';
import { TaxiPage } from '@/features/taxi/components/taxi-page';
import { VerifyPlate } from '@/features/taxi/components/verify-plate.client';

const PATH = '/servicios/taxis/verify-plate';

export const generateMetadata = routeMetadata(PATH);

export default async function Page({ params }: PageProps<'/[locale]/servicios/taxis/verify-plate'>) {
  const { page } = await openRoute(params, PATH);
  return (
    <TaxiPage page={page}>
      <VerifyPlate />
    </TaxiPage>
  );
}
