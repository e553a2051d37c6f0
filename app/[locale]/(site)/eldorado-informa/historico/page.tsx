import { getTranslations } from 'next-intl/server';
import { RoutePage } from '@/features/content/components/route-page';
import { EntryList } from '@/features/content/components/press/entry-list';
import { YearNav } from '@/features/content/components/press/year-nav';
import { newsByYear, openRoute, routeMetadata } from '@/features/content/server';

const PATH = '/eldorado-informa/historico';

export const generateMetadata = routeMetadata(PATH);

/** The news archive, by year of publication. */
export default async function NewsArchivePage({ params }: PageProps<'/[locale]/eldorado-informa/historico'>) {
  const { locale, page } = await openRoute(params, PATH);
  const [years, t] = await Promise.all([newsByYear(locale), getTranslations('content.news')]);
  return (
    <RoutePage model={page}>
      {years.length === 0 ? <p role="status">{t('empty')}</p> : null}
      <YearNav years={years.map((y) => y.year)} label={t('archiveYears')} />
      {years.map(({ year, entries }) => (
        <section key={year} id={`y${year}`} aria-labelledby={`y${year}-title`}>
          <h2 id={`y${year}-title`}>{t('yearHeading', { year })}</h2>
          <EntryList
            entries={entries}
            basePath="/eldorado-informa"
            locale={locale}
            headingLevel={3}
            readMoreKey="news.readMore"
          />
        </section>
      ))}
    </RoutePage>
  );
}
