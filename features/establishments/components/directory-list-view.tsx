import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { DirectoryListModel } from '../server';
import { EstablishmentFilters } from './establishment-filters';
import { EstablishmentResults } from './establishment-results';
import styles from './directory.module.scss';

/** Filters, an ignored-filter notice and the results of one list page. */
export async function DirectoryListView({
  model,
  basePath,
  locale,
}: {
  model: DirectoryListModel;
  basePath: string;
  locale: Locale;
}) {
  const t = await getTranslations('establishments');
  const { query } = model;
  return (
    <>
      <EstablishmentFilters
        action={basePath}
        locale={locale}
        list={model.businessType}
        fields={model.fields}
        filters={query.filters}
        options={model.options}
      />
      {query.ignored.length ? (
        <p className={styles.notice} role="status">
          {t('filters.ignored', { fields: query.ignored.map((f) => t(`filters.names.${f}`)).join(', ') })}
        </p>
      ) : null}
      <EstablishmentResults wide={model.wide} narrow={model.narrow} basePath={basePath} filters={query.filters} />
    </>
  );
}
