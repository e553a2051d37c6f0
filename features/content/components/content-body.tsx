import { getTranslations } from 'next-intl/server';
import type { ContentView } from '../server/content-view';
import { ContentBlocks } from './blocks/content-blocks';
import styles from './content-body.module.scss';

/** A stored page's blocks, with a discreet note when the text is the Spanish fallback or a draft. */
export async function ContentBody({ content }: { content: ContentView }) {
  const t = await getTranslations('content');
  return (
    <>
      {content.draft ? (
        <p className={styles.draft} role="note">
          {t('draftNotice')}
        </p>
      ) : null}
      {content.fallback ? (
        <p className={styles.fallback} role="note">
          {t('fallbackNotice')}
        </p>
      ) : null}
      <div lang={content.fallback ? content.locale : undefined}>
        <ContentBlocks blocks={content.blocks} />
      </div>
    </>
  );
}
