import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { SiteChrome } from '@/components/layout/site-chrome';
import { RoutePage } from '@/features/content/components/route-page';
import { NewsletterFooterSlot } from '@/features/forms/components/newsletter-slots';
import { getRouteMetadata, getRoutePageModel } from '@/features/content/server';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { matchRoute, type RouteMatch } from '@/lib/routes';

type Props = PageProps<'/[locale]/[...path]'>;

async function resolve(params: Props['params']): Promise<{ locale: Locale; match: RouteMatch }> {
  const { locale, path } = await params;
  const match = matchRoute(`/${path.join('/')}`);
  if (!isLocale(locale) || !match || match.route.layout !== 'site' || match.route.status404) notFound();
  return { locale, match };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, path } = await params;
  const match = matchRoute(`/${path.join('/')}`);
  // The page itself answers 404; metadata must not throw or the 404 loses its layout.
  if (!isLocale(locale) || !match || match.route.status404) return {};
  return getRouteMetadata(locale, match);
}

export default async function SitePage({ params }: Props) {
  const { locale, match } = await resolve(params);
  setRequestLocale(locale);
  return (
    <SiteChrome footerSlot={<NewsletterFooterSlot />}>
      <RoutePage model={await getRoutePageModel(locale, match)} />
    </SiteChrome>
  );
}
