import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/link/link';
import { RoutePage } from '@/features/content/components/route-page';
import { EntryList } from '@/features/content/components/press/entry-list';
import { EventsList } from '@/features/content/components/press/events-list';
import { listNews, listUpcomingEvents, openRoute, routeMetadata } from '@/features/content/server';

const PATH = '/eldorado-informa';

export const generateMetadata = routeMetadata(PATH);

export default async function NewsPage({ params }: PageProps<'/[locale]/eldorado-informa'>) {
  const { locale, page } = await openRoute(params, PATH);
  const [news, events, t] = await Promise.all([
    listNews(locale, 6),
    listUpcomingEvents(locale),
    getTranslations('content.news'),
  ]);
  return (
    <RoutePage model={{ ...page, children: [] }}>
      <section aria-labelledby="latest-news">
        <h2 id="latest-news">{t('latest')}</h2>
        {news.length ? (
          <EntryList entries={news} basePath={PATH} locale={locale} headingLevel={3} readMoreKey="news.readMore" />
        ) : (
          <p role="status">{t('empty')}</p>
        )}
        <p>
          <Link href={`${PATH}/historico`} className="standalone-link">
            {t('archiveLink')}
          </Link>
        </p>
      </section>
      <EventsList events={events} locale={locale} headingId="events" />
    </RoutePage>
  );
}
