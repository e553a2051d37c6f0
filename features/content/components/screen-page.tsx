import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/components/link/link';
import type { RoutePageModel } from '../server';
import { ContentBody } from './content-body';
import styles from './screen-page.module.scss';

/** Full-screen template without header or footer (kiosks, QR landings, wall screens). */
export async function ScreenPage({ model, children }: { model: RoutePageModel; children?: ReactNode }) {
  const t = await getTranslations('common');
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{model.title}</h1>
      <p className={styles.lead}>{model.description}</p>
      {model.content ? (
        <div className={styles.content}>
          <ContentBody content={model.content} />
        </div>
      ) : (
        <p className={styles.intro}>{model.intro}</p>
      )}
      {children}
      <Link className={styles.home} href="/">
        {t('siteName')}
      </Link>
    </div>
  );
}
