import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/link/link';
import type { Locale } from '@/lib/i18n/locales';
import { pdfViewerHref } from '../../render-blocks';
import type { DocumentView } from '../../server';
import { formatDay } from './format';
import styles from './press.module.scss';

export async function DocumentsList({ documents, locale }: { documents: DocumentView[]; locale: Locale }) {
  const t = await getTranslations('content.documents');
  return (
    <section aria-labelledby="documents-title" className={styles.section}>
      <h2 id="documents-title">{t('listTitle')}</h2>
      {documents.length === 0 ? (
        <p role="status">{t('empty')}</p>
      ) : (
        <ul className={styles.documents}>
          {documents.map((d) => (
            <li key={d.id} className={styles.document} lang={d.fallback ? d.locale : undefined}>
              <h3 className={styles.entryTitle}>
                <Link href={pdfViewerHref(d.id)} className={styles.entryLink}>
                  {d.title}
                </Link>
              </h3>
              <p>{d.summary}</p>
              <p className={styles.date}>{t('published', { date: formatDay(d.publishedAt, locale) })}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
