import { PageFrame } from '@/components/page-frame/page-frame';
import { openRoute, routeMetadata } from '@/features/content/server';
import { ConnectionGuide } from '@/features/flights/components/connection-guide';
import { parseConnectionForm, passengerAirlines, planConnection } from '@/features/flights/server';

const PATH = '/vuelos/conexiones';

export const generateMetadata = routeMetadata(PATH);

export default async function ConnectionsPage({ params, searchParams }: PageProps<'/[locale]/vuelos/conexiones'>) {
  const { locale, page } = await openRoute(params, PATH);
  const form = parseConnectionForm(await searchParams);
  const plan = form.input ? planConnection(form.input) : null;
  const airlines = passengerAirlines().map(({ code, name }) => ({ code, name }));
  return (
    <PageFrame page={page} variant="board">
      <ConnectionGuide form={form} plan={plan} airlines={airlines} locale={locale} />
    </PageFrame>
  );
}
