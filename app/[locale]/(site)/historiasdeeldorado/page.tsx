import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RoutePage } from '@/features/content/components/route-page';
import { EntryList } from '@/features/content/components/press/entry-list';
import { getRoutePageModel, listStories, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';

const PATH = '/historiasdeeldorado';
type Props = PageProps<'/[locale]/historiasdeeldorado'>;

export function generateMetadata({ params }: Props) {
  return staticRouteMetadata(params, PATH);
}

export default async function StoriesPage({ params }: Props) {
  const { locale, match } = await resolveStaticRoute(params, PATH);
  setRequestLocale(locale);
  const [model, stories, t] = await Promise.all([getRoutePageModel(locale, match), listStories(locale), getTranslations('content.stories')]);
  return (
    <RoutePage model={{ ...model, children: [] }}>
      {stories.length ? <EntryList entries={stories} basePath={PATH} locale={locale} readMoreKey="stories.readMore" /> : <p role="status">{t('empty')}</p>}
    </RoutePage>
  );
}
