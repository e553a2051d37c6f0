import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/link/link';
import { BRAND_CATEGORIES, type BrandCategory, type LocalBrand } from '../schemas';
import styles from './exhibition.module.scss';

const PATH = '/paraiso-sello-local';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => w.length > 2)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase();
}

/** Paraíso Sello Local: the category filter (links) and the local brands. */
export async function BrandGrid({
  brands,
  total,
  category,
}: {
  brands: LocalBrand[];
  total: number;
  category?: BrandCategory;
}) {
  const t = await getTranslations('exhibition.brands');
  return (
    <>
      <p className={styles.lead}>{t('lead', { count: total })}</p>
      <nav aria-label={t('filterLabel')} className={styles.filter}>
        <ul>
          {[undefined, ...BRAND_CATEGORIES].map((c) => (
            <li key={c ?? 'all'}>
              <Link
                href={c ? `${PATH}?categoria=${c}` : PATH}
                aria-current={c === category ? 'page' : undefined}
                className={styles.filterLink}
                prefetch={false}
              >
                {c ? t(`categories.${c}`) : t('all')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="brands-heading">
        <h2 id="brands-heading">{t('count', { count: brands.length })}</h2>
        <ul className={styles.brandGrid}>
          {brands.map((brand) => (
            <li key={brand.id} className={styles.brand}>
              <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
                <rect width="48" height="48" rx="12" fill={brand.color} />
                <text
                  x="24"
                  y="24"
                  dy="0.35em"
                  textAnchor="middle"
                  fontFamily="system-ui, sans-serif"
                  fontWeight="700"
                  fontSize="17"
                  fill="#fff"
                >
                  {initials(brand.name)}
                </text>
              </svg>
              <div>
                <h3>{brand.name}</h3>
                <p className={styles.brandMeta}>
                  {t(`categories.${brand.category}`)} · {t('region', { region: brand.region })}
                </p>
                <p>{brand.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
