import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/breadcrumb/breadcrumb';
import { PageHeader } from '@/components/page-header/page-header';
import type { RoutePageModel } from '@/features/content/server';
import styles from './flights-page.module.scss';

/**
 * The frame of the flights pages: a short header (the board must be in the first viewport, even on
 * a phone), the breadcrumb, the page's content, then the page's introductory text.
 */
export async function FlightsPage({
  model,
  title,
  description,
  children,
}: {
  model: RoutePageModel;
  title?: string;
  /** The page's description by default; null shows none (the boards: the board itself is the point). */
  description?: string | null;
  children: ReactNode;
}) {
  const t = await getTranslations('common');
  return (
    <>
      <PageHeader
        title={title ?? model.title}
        description={description === null ? undefined : (description ?? model.description)}
        height="10rem"
        eyebrow={<Breadcrumb label={t('breadcrumb')} items={model.breadcrumb} />}
      />
      <div className={`container ${styles.body}`}>
        {children}
        <p className={styles.intro}>{model.intro}</p>
      </div>
    </>
  );
}
