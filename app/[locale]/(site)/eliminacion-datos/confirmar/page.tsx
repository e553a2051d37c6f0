import { setRequestLocale } from 'next-intl/server';
import { RoutePage } from '@/features/content/components/route-page';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { ErasureConfirmation } from '@/features/forms/components/erasure-confirmation';

type Props = PageProps<'/[locale]/eliminacion-datos/confirmar'>;
const ROUTE = '/eliminacion-datos/confirmar';
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** The link of a deletion request's mail: shows what will be erased and a button (the POST erases). Never cached. */
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: Props) {
  return staticRouteMetadata(params, ROUTE);
}

export default async function ErasureConfirmationPage({ params, searchParams }: Props) {
  const { locale, match } = await resolveStaticRoute(params, ROUTE);
  setRequestLocale(locale);
  const query = await searchParams;
  const model = await getRoutePageModel(locale, match);
  return (
    <RoutePage model={{ ...model, related: [] }}>
      <ErasureConfirmation locale={locale} request={one(query.request)} token={one(query.token)} />
    </RoutePage>
  );
}
