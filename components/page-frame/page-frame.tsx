import type { ReactNode } from 'react';
import { Breadcrumb, type BreadcrumbItem } from '@/components/breadcrumb/breadcrumb';
import { PageHeader } from '@/components/page-header/page-header';
import styles from './page-frame.module.scss';

/**
 * A content page with a short header (the page's tool must be in the first viewport on a phone),
 * the breadcrumb, the page's content and then its introductory text.
 */
export function PageFrame({
  title,
  description,
  breadcrumb,
  breadcrumbLabel,
  intro,
  children,
}: {
  title: string;
  description?: string;
  breadcrumb: BreadcrumbItem[];
  breadcrumbLabel: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        height="12rem"
        eyebrow={<Breadcrumb label={breadcrumbLabel} items={breadcrumb} />}
      />
      <div className={`container ${styles.body}`}>
        {children}
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
    </>
  );
}
