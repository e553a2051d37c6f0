import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { routeMetadata } from '@/features/content/server';
import { isListPage } from '@/features/establishments/links';
import { directoryListRedirect } from '@/features/establishments/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import { redirect } from '@/lib/i18n/navigation';
import { renderDirectoryList } from '../list-route';

type Props = PageProps<'/[locale]/establecimientos/[businessType]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { businessType } = await params;
  return isListPage(businessType) ? routeMetadata(`/establecimientos/${businessType}`)({ params }) : {};
}

/** /establecimientos/{restaurantes, tiendas, salas-vip, cajeros-electronicos, …}: one list of the directory. */
export default async function DirectoryListPage({ params, searchParams }: Props) {
  const { businessType } = await params;
  if (isListPage(businessType))
    return renderDirectoryList({ params, searchParams }, businessType, `/establecimientos/${businessType}`);
  // /establecimientos/casas-de-cambio (listed on the currency page) and /establecimientos/detalle → their list.
  const href = directoryListRedirect(businessType) ?? notFound();
  redirect({ href, locale: await pageLocale(params) });
}
