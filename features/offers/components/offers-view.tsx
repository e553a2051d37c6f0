import { getFormatter, getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/empty-state/empty-state';
import { Pagination, paginationLabels } from '@/components/pagination/pagination';
import { ResponsivePages } from '@/components/pagination/responsive-pages';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { Link } from '@/components/link/link';
import { OFFER_AREAS, OFFER_CATEGORIES, type OfferItem } from '../schemas';
import type { OffersPageModel } from '../server';
import { OfferCard } from './offer-card';
import styles from './offers.module.scss';
import { messageKey } from '@/lib/i18n/keys';

const AUDIENCE_PATHS = [
  [null, '/ofertas'],
  ['passengers', '/ofertas/pasajeros'],
  ['employees', '/ofertas/empleados'],
] as const;

export function validityDate(date: string): Date {
  return new Date(`${date}T12:00:00-05:00`);
}

/** Audience tabs, category and area filters (a GET form), featured offers and the list. */
export async function OffersView({
  model,
  basePath,
  locale,
}: {
  model: OffersPageModel;
  basePath: string;
  locale: Locale;
}) {
  const t = await getTranslations('offers');
  const zones = await getTranslations('establishments.zones');
  const format = await getFormatter();
  const until = (offer: OfferItem) =>
    t('validUntil', {
      date: format.dateTime(validityDate(offer.validUntil), { dateStyle: 'long', timeZone: 'America/Bogota' }),
    });
  const place = (offer: OfferItem) =>
    `${offer.establishment.name} · ${zones(messageKey('establishments.zones', offer.establishment.zone))}`;
  const query = (page?: number) => {
    const params = new URLSearchParams();
    if (model.filters.category) params.set('category', model.filters.category);
    if (model.filters.area) params.set('area', model.filters.area);
    if (page && page > 1) params.set('page', String(page));
    const text = params.toString();
    return text ? `${basePath}?${text}` : basePath;
  };
  const filtered = Boolean(model.filters.category || model.filters.area);
  const grid = (offers: OfferItem[]) => (
    <ul className={styles.grid}>
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} place={place(offer)} validity={until(offer)} />
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <nav aria-label={t('audience.label')} className={styles.tabs}>
        {AUDIENCE_PATHS.map(([audience, path]) => (
          <Link
            key={path}
            href={path}
            aria-current={model.audience === audience ? 'page' : undefined}
            className={styles.tab}
            prefetch={false}
          >
            {t(`audience.${audience ?? 'all'}`)}
          </Link>
        ))}
      </nav>

      <form
        method="get"
        action={localizePath(basePath, locale)}
        className={styles.filters}
        aria-label={t('filters.label')}
      >
        <div className={styles.field}>
          <label htmlFor="offer-category">{t('filters.category')}</label>
          <select id="offer-category" name="category" defaultValue={model.filters.category ?? ''}>
            <option value="">{t('filters.all')}</option>
            {OFFER_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="offer-area">{t('filters.area')}</label>
          <select id="offer-area" name="area" defaultValue={model.filters.area ?? ''}>
            <option value="">{t('filters.all')}</option>
            {OFFER_AREAS.map((a) => (
              <option key={a} value={a}>
                {t(`areas.${a}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.submit}>
            {t('filters.submit')}
          </button>
          {filtered ? (
            <Link href={basePath} className={styles.clear} prefetch={false}>
              {t('filters.clear')}
            </Link>
          ) : null}
        </div>
      </form>

      {model.featured ? (
        <section aria-labelledby="featured-heading">
          <h2 id="featured-heading">{t('featured')}</h2>
          {model.featured.items.length ? grid(model.featured.items) : <EmptyState title={t('empty')} />}
        </section>
      ) : null}

      {/* Every offer fits in the featured block: no empty "more offers" below it. */}
      {!filtered && model.featured?.items.length && !model.wide.total ? null : (
        <section aria-labelledby="offers-heading">
          <h2 id="offers-heading">{filtered ? t('results', { count: model.wide.total }) : t('more')}</h2>
          {/* SPEC §9: 5 per page from 576 px, 10 below; both pages are rendered and CSS shows one. */}
          <ResponsivePages
            render={(variant) => {
              const list = model[variant];
              const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
              return (
                <>
                  {list.items.length ? (
                    grid(list.items)
                  ) : list.total > 0 ? (
                    // A page that exists at 5 per page but not at 10 (a link shared from a wider screen).
                    <EmptyState
                      title={t('emptyPage')}
                      action={
                        <Link href={query(pages)} className={styles.clear} prefetch={false}>
                          {t('lastPage')}
                        </Link>
                      }
                    />
                  ) : (
                    <EmptyState
                      title={t('empty')}
                      hint={filtered ? t('emptyHint') : undefined}
                      action={
                        filtered ? (
                          <Link href={basePath} className={styles.clear} prefetch={false}>
                            {t('filters.clear')}
                          </Link>
                        ) : undefined
                      }
                    />
                  )}
                  <Pagination page={list.page} pages={pages} href={query} labels={paginationLabels(t, pages)} />
                </>
              );
            }}
          />
        </section>
      )}
    </>
  );
}
