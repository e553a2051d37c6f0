import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RoutePage } from '@/features/content/components/route-page';
import { EntryList } from '@/features/content/components/press/entry-list';
import { EventsList } from '@/features/content/components/press/events-list';
import {
  getRoutePageModel,
  listNews,
  listUpcomingEvents,
  resolveStaticRoute,
  staticRouteMetadata,
} from '@/features/content/server';
import { Link } from '@/components/link/link.client';

const PATH = '/eldorado-informa';
type Props = PageProps<'/[locale]/eldorado-informa'>;

export function generateMetadata({ params }: Props) {
  return staticRouteMetadata(params, PATH);
}

export default async function NewsPage({ params }: Props) {
  const { locale, match } = await resolveStaticRoute(params, PATH);
  setRequestLocale(locale);
  const [model, news, events, t] = await Promise.all([
    getRoutePageModel(locale, match),
    listNews(locale, 6),
    listUpcomingEvents(locale),
    getTranslations('content.news'),
  ]);
  return (
    <RoutePage model={{ ...model, children: [] }}>
      <section aria-labelledby="latest-news">
        <h2 id="latest-news">{t('latest')}</h2>
        {news.length ? (
          <EntryList entries={news} basePath={PATH} locale={locale} headingLevel={3} readMoreKey="news.readMore" />
        ) : (
          <p role="status">{t('empty')}</p>
        )}
        <p>
          <Link href={`${PATH}/historico`}>{t('archiveLink')}</Link>
        </p>
      </section>
      <EventsList events={events} locale={locale} headingId="events" />
    </RoutePage>
  );
}
