import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/link/link';
import { listHref } from '../links';
import type { ListSummary } from '../server';
import { ListPictogram } from './list-pictogram';
import styles from './directory.module.scss';

/** The directory's lists as cards with their counts (/establecimientos). */
export async function DirectoryIndex({
  summary,
  titles,
  hrefs = {},
}: {
  summary: ListSummary[];
  titles: Record<string, string>;
  /** Where a card leads when not to the list itself. */
  hrefs?: Record<string, string>;
}) {
  const t = await getTranslations('establishments.index');
  return (
    <section aria-labelledby="lists-heading">
      <h2 id="lists-heading">{t('heading')}</h2>
      <ul className={styles.typeGrid}>
        {summary.map((list) => (
          <li key={list.businessType} className={styles.typeCard}>
            <ListPictogram list={list.businessType} />
            <h3>
              <Link href={hrefs[list.businessType] ?? listHref(list.businessType)} prefetch={false}>
                {titles[list.businessType]}
              </Link>
            </h3>
            <p>
              {t('count', { count: list.total })} · {t('openNow', { count: list.openNow })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
