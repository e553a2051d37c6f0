import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Breadcrumb, type BreadcrumbItem } from '@/components/breadcrumb/breadcrumb';
import { PageHeader } from '@/components/page-header/page-header';
import styles from './taxi-layout.module.scss';

export interface TaxiPageTexts {
  title: string;
  description: string;
  intro: string;
  breadcrumb: BreadcrumbItem[];
}

/** A taxi page: a short page header, the island (the form should sit in the first viewport), then the intro. */
export async function TaxiPage({ page, children }: { page: TaxiPageTexts; children: ReactNode }) {
  const t = await getTranslations('common');
  return (
    <>
      <PageHeader
        title={page.title}
        description={page.description}
        height="14rem"
        eyebrow={<Breadcrumb label={t('breadcrumb')} items={page.breadcrumb} />}
      />
      <div className={`container ${styles.page}`}>
        {children}
        <p className={styles.intro}>{page.intro}</p>
      </div>
    </>
  );
}
