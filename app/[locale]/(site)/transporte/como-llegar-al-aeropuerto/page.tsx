import { setRequestLocale } from 'next-intl/server';
import { RoutePage } from '@/features/content/components/route-page';
import { TransportChooser } from '@/features/content/components/transport-chooser';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { chooseTransport } from '@/features/content/transport';

const PATH = '/transporte/como-llegar-al-aeropuerto';
type Props = PageProps<'/[locale]/transporte/como-llegar-al-aeropuerto'>;

export function generateMetadata({ params }: Props) {
  return staticRouteMetadata(params, PATH);
}

export default async function GettingHerePage({ params, searchParams }: Props) {
  const { locale, match } = await resolveStaticRoute(params, PATH);
  setRequestLocale(locale);
  const { modo } = await searchParams;
  const choice = chooseTransport(typeof modo === 'string' ? modo : undefined, locale, PATH);
  return (
    <RoutePage model={await getRoutePageModel(locale, match)} lead={<TransportChooser choice={choice} />} />
  );
}
