import { notFound } from 'next/navigation';
import { routeMetadata } from '@/features/content/server';
import { BRAND } from '@/lib/routes';
import { renderDirectoryList } from '../../establecimientos/list-route';

/** The restaurantes and tiendas lists of the directory, framed for a passenger before the flight. */
const LISTS = ['restaurantes', 'tiendas'] as const;
type TripList = (typeof LISTS)[number];

const isTripList = (list: string): list is TripList => (LISTS as readonly string[]).includes(list);
const pathOf = (list: TripList) => `/tu-viaje-inicia-en-${BRAND}/${list}`;

type Props = PageProps<'/[locale]/tu-viaje-inicia-en-eldorado/[list]'>;

export async function generateMetadata({ params }: Props) {
  const { list } = await params;
  return isTripList(list) ? routeMetadata(pathOf(list))({ params }) : {};
}

/** Only the registered lists: any other slug is the 404 page (the proxy already sends unknown paths there). */
export default async function TripStartsListPage({ params, searchParams }: Props) {
  const { list } = await params;
  if (!isTripList(list)) notFound();
  return renderDirectoryList({ params, searchParams }, list, pathOf(list));
}
