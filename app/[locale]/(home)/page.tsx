import { setRequestLocale } from 'next-intl/server';
import { NewsletterCallToAction } from '@/features/forms/components/newsletter-slots';
import { FeaturedNews } from '@/features/content/components/press/featured-news';
import { listNews, listUpcomingEvents, routeMetadata } from '@/features/content/server';
import { HomePage } from '@/features/home/components/home-page';
import { getHomeModel } from '@/features/home/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import { HomeFeaturedOffers } from './featured-offers';

export const generateMetadata = routeMetadata('/');

export default async function Home({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const [model, news, events] = await Promise.all([
    getHomeModel(locale),
    listNews(locale, 3),
    listUpcomingEvents(locale, 3),
  ]);
  return (
    <HomePage
      model={model}
      locale={locale}
      featuredOffers={<HomeFeaturedOffers locale={locale} />}
      featuredContent={<FeaturedNews news={news} events={events} locale={locale} />}
      newsletter={<NewsletterCallToAction locale={locale} />}
    />
  );
}
