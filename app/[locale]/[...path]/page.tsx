import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { Chrome } from '../chrome';
import { RoutePage } from '@/features/content/components/route-page';
import { getRouteMetadata, getRoutePageModel } from '@/features/content/server';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { matchPage, type RouteMatch } from '@/lib/routes';

type Props = PageProps<'/[locale]/[...path]'>;

async function resolve(params: Props['params']): Promise<{ locale: Locale; match: RouteMatch }> {
  const [locale, { path }] = await Promise.all([pageLocale(params), params]);
  const match = matchPage(`/${path.join('/')}`);
  if (!match || match.route.layout !== 'site' || match.route.status404) notFound();
  return { locale, match };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, path } = await params;
  const match = matchPage(`/${path.join('/')}`);
  // The page itself answers 404; metadata must not throw or the 404 loses its layout.
  if (!isLocale(locale) || !match || match.route.status404) return {};
  return getRouteMetadata(locale, match);
}

export default async function SitePage({ params }: Props) {
  const { locale, match } = await resolve(params);
  setRequestLocale(locale);
  const model = await getRoutePageModel(locale, match);
  // A generic content page exists only while the store has it (lib/routes.ts matchStoredPage).
  if (match.route.storedPage && !model.content) notFound();
  return (
    <Chrome>
      <RoutePage model={model} />
    </Chrome>
  );
}
