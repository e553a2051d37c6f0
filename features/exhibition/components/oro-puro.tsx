import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/link/link';
import { EXHIBITION_CATEGORIES, type ExhibitionCategory, type Photo } from '../schemas';
import styles from './exhibition.module.scss';

/** The exhibition in figures, one photo per category and the way to the gallery. */
export async function OroPuro({
  total,
  byCategory,
  previews,
}: {
  total: number;
  byCategory: Record<ExhibitionCategory, number>;
  previews: Photo[];
}) {
  const t = await getTranslations('exhibition.oroPuro');
  const cats = await getTranslations('exhibition.categories');
  return (
    <>
      <dl className={styles.figures}>
        <div>
          <dt>{t('photos')}</dt>
          <dd>{total}</dd>
        </div>
        <div>
          <dt>{t('diameter')}</dt>
          <dd>245 cm</dd>
        </div>
        <div>
          <dt>{t('categoriesCount')}</dt>
          <dd>{EXHIBITION_CATEGORIES.length}</dd>
        </div>
      </dl>
      <section aria-labelledby="axes-heading">
        <h2 id="axes-heading">{t('axes')}</h2>
        <ul className={styles.axes}>
          {EXHIBITION_CATEGORIES.map((c) => {
            const preview = previews.find((p) => p.category === c);
            return (
              <li key={c} className={styles.axis}>
                {preview ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a generated SVG, lazy and sized
                  <img src={preview.image} alt="" width={160} height={160} loading="lazy" decoding="async" />
                ) : null}
                <h3>
                  <Link
                    href={`/experiencia/oro-puro/galeria?categoria=${c}`}
                    prefetch={false}
                    className="standalone-link"
                  >
                    {cats(c)}
                  </Link>
                </h3>
                <p>{t('axisCount', { count: byCategory[c] })}</p>
              </li>
            );
          })}
        </ul>
      </section>
      <p>
        <Link href="/experiencia/oro-puro/galeria" className={styles.cta} prefetch={false}>
          {t('openGallery')}
        </Link>
      </p>
    </>
  );
}
