import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { staticRouteMetadata, resolveStaticRoute } from '@/features/content/server';
import { NewsletterCallToAction } from '@/features/forms/components/newsletter-slots';
import { HomePage } from '@/features/home/components/home-page';
import { getHomeModel } from '@/features/home/server';

export function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  return staticRouteMetadata(params, '/');
}

export default async function Home({ params }: PageProps<'/[locale]'>) {
  const { locale } = await resolveStaticRoute(params, '/');
  setRequestLocale(locale);
  return <HomePage model={await getHomeModel(locale)} newsletter={<NewsletterCallToAction locale={locale} />} />;
}
