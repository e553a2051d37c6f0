import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/empty-state/empty-state';
import { Pagination, paginationLabels } from '@/components/pagination/pagination';
import { ResponsivePages } from '@/components/pagination/responsive-pages';
import { Link } from '@/components/link/link';
import { filterParams } from '../list-query';
import { withQuery } from '../links';
import type { EstablishmentFilters, EstablishmentList } from '../schemas';
import { EstablishmentCard } from './establishment-card';
import { establishmentTexts } from './texts';
import styles from './directory.module.scss';

type Texts = Awaited<ReturnType<typeof establishmentTexts>>;

function ResultPage({
  list,
  basePath,
  filters,
  texts,
}: {
  list: EstablishmentList;
  basePath: string;
  filters: EstablishmentFilters;
  texts: Texts;
}) {
  const { t } = texts;
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const href = (page: number) => withQuery(basePath, { ...filterParams(filters), page: page > 1 ? page : undefined });
  return (
    <>
      {list.items.length === 0 ? (
        <EmptyState
          title={t('empty.title')}
          hint={list.total > 0 ? t('empty.pastEnd') : t('empty.hint')}
          action={
            <Link href={list.total > 0 ? href(pages) : basePath} className={styles.clear} prefetch={false}>
              {list.total > 0 ? t('empty.lastPage') : t('filters.clear')}
            </Link>
          }
        />
      ) : (
        <ul className={styles.list}>
          {list.items.map((item) => (
            <li key={item.id}>
              <EstablishmentCard item={item} texts={texts} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pages={pages} href={href} labels={paginationLabels(t, pages)} />
    </>
  );
}

/**
 * The results of a list. SPEC §9 wants 5 per page from 576 px and 10 below: both pages are rendered
 * on the server and CSS shows the one that fits (ResponsivePages), so the page needs no JavaScript
 * and `?page=` works at every width.
 */
export async function EstablishmentResults({
  wide,
  narrow,
  basePath,
  filters,
}: {
  wide: EstablishmentList;
  narrow: EstablishmentList;
  basePath: string;
  filters: EstablishmentFilters;
}) {
  const texts = await establishmentTexts();
  const t = await getTranslations('establishments');
  return (
    <section aria-labelledby="results-heading" className={styles.results}>
      <h2 id="results-heading" className={styles.resultsHeading}>
        {t('results', { count: wide.total })}
      </h2>
      <ResponsivePages
        render={(variant) => (
          <ResultPage list={{ wide, narrow }[variant]} basePath={basePath} filters={filters} texts={texts} />
        )}
      />
    </section>
  );
}
