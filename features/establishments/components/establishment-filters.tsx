import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { localizePath } from '@/lib/i18n/locales';
import { Link } from '@/components/link/link';
import type { FilterField } from '../list-query';
import { AREAS, TERMINALS, type EstablishmentFilters, type ListPage } from '../schemas';
import type { ListFilterOptions } from '../server';
import styles from './directory.module.scss';
import { messageKey } from '@/lib/i18n/keys';

/**
 * The list's filters as a GET form: the state is in the URL, the server renders the result and it
 * works without JavaScript. Only the fields that fit the list are shown.
 */
export async function EstablishmentFilters({
  action,
  locale,
  list,
  fields,
  filters,
  options,
}: {
  /** Path of the list page (Spanish slugs). */
  action: string;
  locale: Locale;
  list: ListPage | null;
  fields: readonly FilterField[];
  filters: EstablishmentFilters;
  options: ListFilterOptions | null;
}) {
  const t = await getTranslations('establishments.filters');
  const labels = await getTranslations('establishments');
  const has = (field: FilterField) => fields.includes(field);
  const id = (name: string) => `filter-${name}`;
  const categoryLabel = list ? t(`category.${list}`) : t('category.default');
  const active = Object.values(filters).some((v) => v !== undefined);
  const secondary = (['subcategory', 'product', 'terminal', 'area'] as const).filter(has);
  const secondaryActive = secondary.some((field) => filters[field] !== undefined);
  // Long forms (restaurants, shops) keep the secondary filters folded so the results reach the first screen.
  const collapse = fields.length > 4 && secondary.length > 0;
  const secondaryFields = (
    <>
      {has('subcategory') && options && options.subcategories.length > 1 ? (
        <div className={styles.field}>
          <label htmlFor={id('subcategory')}>{t('subcategory')}</label>
          <select id={id('subcategory')} name="subcategory" defaultValue={filters.subcategory ?? ''}>
            <option value="">{t('all')}</option>
            {options.subcategories.map((s) => (
              <option key={s} value={s}>
                {labels(`subcategories.${messageKey('establishments.subcategories', s)}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {has('product') && options && options.products.length > 1 ? (
        <div className={styles.field}>
          <label htmlFor={id('product')}>{t('product')}</label>
          <select id={id('product')} name="product" defaultValue={filters.product ?? ''}>
            <option value="">{t('all')}</option>
            {options.products.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {has('terminal') && (!options || options.terminals.length > 1) ? (
        <div className={styles.field}>
          <label htmlFor={id('terminal')}>{t('terminal')}</label>
          <select id={id('terminal')} name="terminal" defaultValue={filters.terminal ?? ''}>
            <option value="">{t('all')}</option>
            {TERMINALS.map((code) => (
              <option key={code} value={code}>
                {labels(`terminals.${code}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {has('area') && (!options || options.areas.length > 1) ? (
        <div className={styles.field}>
          <label htmlFor={id('area')}>{t('area')}</label>
          <select id={id('area')} name="area" defaultValue={filters.area ?? ''}>
            <option value="">{t('all')}</option>
            {AREAS.map((area) => (
              <option key={area} value={area}>
                {labels(`areas.${area}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </>
  );

  return (
    <form
      method="get"
      action={localizePath(action, locale)}
      className={styles.filters}
      role="search"
      aria-label={t('label')}
    >
      {has('name') ? (
        <div className={`${styles.field} ${styles.wideField}`}>
          <label htmlFor={id('name')}>{t('name')}</label>
          <input
            id={id('name')}
            name="name"
            type="search"
            defaultValue={filters.name ?? ''}
            maxLength={60}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
      ) : null}
      {has('category') && options && options.categories.length > 1 ? (
        <div className={styles.field}>
          <label htmlFor={id('category')}>{categoryLabel}</label>
          <select id={id('category')} name="category" defaultValue={filters.category ?? ''}>
            <option value="">{t('all')}</option>
            {options.categories.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {has('openNow') ? (
        <div className={styles.check}>
          <input
            id={id('openNow')}
            name="openNow"
            type="checkbox"
            value="true"
            defaultChecked={filters.openNow === true}
          />
          <label htmlFor={id('openNow')}>{t('openNow')}</label>
        </div>
      ) : null}
      {collapse ? (
        <details className={styles.more} open={secondaryActive}>
          <summary>{t('more')}</summary>
          <div className={styles.moreFields}>{secondaryFields}</div>
        </details>
      ) : (
        secondaryFields
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.submit}>
          {t('submit')}
        </button>
        {active ? (
          <Link href={action} className={styles.clear} prefetch={false}>
            {t('clear')}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
