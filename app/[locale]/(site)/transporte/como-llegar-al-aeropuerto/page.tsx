import { RoutePage } from '@/features/content/components/route-page';
import { TransportChooser } from '@/features/content/components/transport-chooser';
import { openRoute, routeMetadata, transportChoice } from '@/features/content/server';

const PATH = '/transporte/como-llegar-al-aeropuerto';

export const generateMetadata = routeMetadata(PATH);

export default async function GettingHerePage({
  params,
  searchParams,
}: PageProps<'/[locale]/transporte/como-llegar-al-aeropuerto'>) {
  const { locale, page } = await openRoute(params, PATH);
  const { modo } = await searchParams;
  const choice = transportChoice(typeof modo === 'string' ? modo : undefined, locale, PATH);
  return <RoutePage model={page} lead={<TransportChooser choice={choice} />} />;
}
