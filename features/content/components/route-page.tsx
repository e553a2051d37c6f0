import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageFrame } from '@/components/page-frame/page-frame';
import type { RoutePageModel } from '../server';
import { ContentBody } from './content-body';
import { LinkCards } from './link-cards';
import styles from './route-page.module.scss';

/**
 * The content page: the frame with the stored page's header, the stored content (or the intro text), then
 * `children`, and links onward. `lead` goes before the content (a page's main tool, e.g. a chooser).
 */
export async function RoutePage({
  model,
  lead,
  children,
}: {
  model: RoutePageModel;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const t = await getTranslations('common');
  return (
    <PageFrame page={model} variant="content" header={model.header}>
      {lead}
      {model.content ? <ContentBody content={model.content} /> : <p className={styles.intro}>{model.intro}</p>}
      {children}
      <LinkCards headingId="in-this-section" heading={t('inThisSection')} links={model.children} />
      <LinkCards headingId="related" heading={t('related')} links={model.related} />
    </PageFrame>
  );
}
