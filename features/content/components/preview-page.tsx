import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/page-header/page-header';
import type { ContentView } from '../server/content-view';
import { ContentBody } from './content-body';
import styles from './route-page.module.scss';

/** A page as the store holds it (draft first), for editors with the preview secret. */
export async function PreviewPage({ content, path }: { content: ContentView; path: string }) {
  const t = await getTranslations('content.preview');
  return (
    <>
      <PageHeader
        {...content.header}
        title={content.title}
        description={content.description}
        eyebrow={<p>{`${t('title')}: ${path}`}</p>}
      />
      <div className={`container ${styles.body}`}>
        <ContentBody content={content} />
      </div>
    </>
  );
}
