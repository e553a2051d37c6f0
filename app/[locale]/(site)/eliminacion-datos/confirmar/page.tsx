import { RoutePage } from '@/features/content/components/route-page';
import { openRoute, routeMetadata } from '@/features/content/server';
import { ErasureConfirmation } from '@/features/forms/components/erasure-confirmation';

const ROUTE = '/eliminacion-datos/confirmar';
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** The link of a deletion request's mail: shows what will be erased and a button (the POST erases). Never cached. */
export const dynamic = 'force-dynamic';

export const generateMetadata = routeMetadata(ROUTE);

export default async function ErasureConfirmationPage({
  params,
  searchParams,
}: PageProps<'/[locale]/eliminacion-datos/confirmar'>) {
  const { locale, page } = await openRoute(params, ROUTE);
  const query = await searchParams;
  return (
    <RoutePage model={{ ...page, related: [] }}>
      <ErasureConfirmation locale={locale} request={one(query.request)} token={one(query.token)} />
    </RoutePage>
  );
}
