import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Breadcrumb, type BreadcrumbItem } from '@/components/breadcrumb/breadcrumb';
import { PageHeader, type PageHeaderProps } from '@/components/page-header/page-header';
import styles from './page-frame.module.scss';

/** What every page shows around its content (a route's page model has these fields). */
export interface FramedPage {
  title: string;
  /** Shown under the title; none when absent (the boards: the board itself is the point). */
  description?: string;
  intro: string;
  breadcrumb: BreadcrumbItem[];
}

/**
 * - `tool`: a short header (the page's tool must be in the first viewport on a phone; a task page such as the map
 *   leaves its description out there: `header.descriptionOnPhones`), the tool, then the intro.
 * - `board`: a shorter header still (the flight board and its detail), the content, then the intro.
 * - `content`: the content store's page header (SPEC's tall default); the body is the caller's (RoutePage).
 */
export type FrameVariant = 'tool' | 'board' | 'content';

const HEIGHT: Record<FrameVariant, string | undefined> = { tool: '12rem', board: '10rem', content: undefined };

/** The header's look a stored page may set (image, position, shadow, height). */
export type FrameHeader = Omit<PageHeaderProps, 'title' | 'description' | 'eyebrow' | 'children'>;

/** The one frame of every page: header with breadcrumb, then the page's body in a container. */
export async function PageFrame({
  page,
  variant = 'tool',
  header,
  children,
}: {
  page: FramedPage;
  variant?: FrameVariant;
  header?: FrameHeader;
  children: ReactNode;
}) {
  const t = await getTranslations('common');
  return (
    <>
      <PageHeader
        {...header}
        title={page.title}
        description={page.description}
        height={header?.height ?? HEIGHT[variant]}
        eyebrow={<Breadcrumb label={t('breadcrumb')} items={page.breadcrumb} />}
      />
      <div className={`container ${styles[variant]}`}>
        {children}
        {variant !== 'content' && page.intro ? <p className={styles[`${variant}Intro`]}>{page.intro}</p> : null}
      </div>
    </>
  );
}
