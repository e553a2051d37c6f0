import { getTranslations } from 'next-intl/server';
import { RoutePage } from '@/features/content/components/route-page';
import { EntryList } from '@/features/content/components/press/entry-list';
import { listStories, openRoute, routeMetadata } from '@/features/content/server';

const PATH = '/historiasdeeldorado';

export const generateMetadata = routeMetadata(PATH);

export default async function StoriesPage({ params }: PageProps<'/[locale]/historiasdeeldorado'>) {
  const { locale, page } = await openRoute(params, PATH);
  const [stories, t] = await Promise.all([listStories(locale), getTranslations('content.stories')]);
  return (
    <RoutePage model={{ ...page, children: [] }}>
      {stories.length ? (
        <EntryList entries={stories} basePath={PATH} locale={locale} readMoreKey="stories.readMore" />
      ) : (
        <p role="status">{t('empty')}</p>
      )}
    </RoutePage>
  );
}
