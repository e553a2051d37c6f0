import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/empty-state/empty-state';
import { PageHeader } from '@/components/page-header/page-header';
import { Pagination } from '@/components/pagination/pagination';
import { Link } from '@/components/link/link';
import { localePrefix, type Locale } from '@/lib/i18n/locales';
import type { SearchPageModel } from '../server';
import { Highlighted } from './highlighted';
import { SearchBox } from './search-box.client';
import { sitePath } from '../site-path';
import styles from './search-page.module.scss';

/** The results page: a GET form (works without JS, suggestions as you type with it), hits, pages. */
export async function SearchPage({ locale, model }: { locale: Locale; model: SearchPageModel }) {
  const [t, tPage] = await Promise.all([
    getTranslations({ locale, namespace: 'search' }),
    getTranslations({ locale, namespace: 'pages.buscar' }),
  ]);
  const { query, result } = model;
  const countLabel = (count: number) => t('instantCount', { count }).replace(String(count), '{count}');
  const labels = {
    label: t('label'),
    placeholder: t('placeholder'),
    submit: t('submit'),
    hint: t('hint'),
    instantResults: t('instantResults'),
    instantCount: { none: t('instantCount', { count: 0 }), one: countLabel(1), other: countLabel(2) },
  };
  const page = (result?.page ?? 0) + 1;
  const pageHref = (n: number) => `/buscar?${new URLSearchParams({ q: query, ...(n > 1 ? { page: String(n) } : {}) })}`;

  return (
    <>
      <PageHeader title={tPage('title')} description={tPage('intro')} />
      <div className={`container ${styles.body}`}>
        <form role="search" method="get" action={`${localePrefix(locale)}/buscar`} className={styles.form}>
          <SearchBox locale={locale} initialQuery={query} labels={labels} />
        </form>
        {!query ? <p className={styles.status}>{t('emptyQuery')}</p> : null}
        {query && !result ? (
          <p className={styles.notice} role="status">
            {t('unavailable')}
          </p>
        ) : null}
        {result && result.nbHits > 0 ? (
          <section aria-labelledby="search-count">
            <h2 id="search-count" className={styles.count}>
              {t('count', { count: result.nbHits, query })}
            </h2>
            <ol className={styles.hits} start={result.page * result.hitsPerPage + 1}>
              {result.hits.map((hit) => (
                <li key={hit.objectID} className={styles.hit}>
                  <span className={styles.section}>{hit.section}</span>
                  <Link href={sitePath(hit.routeUrl, locale)} className={styles.hitLink} prefetch={false}>
                    <Highlighted value={hit._highlightResult.name.value} />
                  </Link>
                  {hit._snippetResult.text.value ? (
                    <p className={styles.snippet}>
                      <Highlighted value={hit._snippetResult.text.value} />
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
            <Pagination
              page={page}
              pages={result.nbPages}
              href={pageHref}
              labels={{
                nav: t('pagination'),
                previous: t('previous'),
                next: t('next'),
                page: (n) => t('pageOf', { page: n, pages: result.nbPages }),
              }}
            />
          </section>
        ) : null}
        {result && result.nbHits === 0 ? (
          <EmptyState
            title={t('noResults')}
            hint={t('noResultsFor', { query })}
            action={
              <div className={styles.suggestionsBlock}>
                <p>{t('suggestions')}</p>
                <ul className={styles.suggestedLinks}>
                  {model.suggestions.map((s) => (
                    <li key={s.href}>
                      <Link href={s.href} prefetch={false}>
                        {s.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            }
          />
        ) : null}
      </div>
    </>
  );
}
