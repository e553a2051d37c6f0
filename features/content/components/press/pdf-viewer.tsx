import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/link/link';
import type { Locale } from '@/lib/i18n/locales';
import type { DocumentView } from '../../server';
import { formatDay } from './format';
import styles from './press.module.scss';

/**
 * The in-page PDF viewer: the browser's own viewer in a titled frame, a download link above it, and
 * the same link as the frame's fallback text for browsers that cannot show PDFs.
 */
export async function PdfViewer({ document, locale }: { document: DocumentView; locale: Locale }) {
  const t = await getTranslations('content.documents');
  return (
    <section aria-labelledby="pdf-title" className={styles.viewer}>
      <h2 id="pdf-title">{document.title}</h2>
      <p>{document.summary}</p>
      <p className={styles.date}>{t('published', { date: formatDay(document.publishedAt, locale) })}</p>
      <p className={styles.viewerActions}>
        <a href={document.fileUrl} download className={styles.button}>
          {t('download')}
        </a>
        <Link href="/pdf">{t('back')}</Link>
      </p>
      {/* The frame's own content would be raw text to the HTML parser: the fallback is the note below. */}
      <iframe className={styles.frame} src={document.fileUrl} title={t('viewerTitle', { title: document.title })} />
      <p className={styles.note}>
        {t('fallback')} <a href={document.fileUrl}>{t('download')}</a>
      </p>
    </section>
  );
}
