import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RoutePage } from '@/features/content/components/route-page';
import { EntryList } from '@/features/content/components/press/entry-list';
import { YearNav } from '@/features/content/components/press/year-nav';
import { getRoutePageModel, newsByYear, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';

const PATH = '/eldorado-informa/historico';
type Props = PageProps<'/[locale]/eldorado-informa/historico'>;

export function generateMetadata({ params }: Props) {
  return staticRouteMetadata(params, PATH);
}

/** The news archive, by year of publication. */
export default async function NewsArchivePage({ params }: Props) {
  const { locale, match } = await resolveStaticRoute(params, PATH);
  setRequestLocale(locale);
  const [model, years, t] = await Promise.all([getRoutePageModel(locale, match), newsByYear(locale), getTranslations('content.news')]);
  return (
    <RoutePage model={model}>
      {years.length === 0 ? <p role="status">{t('empty')}</p> : null}
      <YearNav years={years.map((y) => y.year)} label={t('archiveYears')} />
      {years.map(({ year, entries }) => (
        <section key={year} id={`y${year}`} aria-labelledby={`y${year}-title`}>
          <h2 id={`y${year}-title`}>{t('yearHeading', { year })}</h2>
          <EntryList entries={entries} basePath="/eldorado-informa" locale={locale} headingLevel={3} readMoreKey="news.readMore" />
        </section>
      ))}
    </RoutePage>
  );
}
