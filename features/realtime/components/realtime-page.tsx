import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/breadcrumb/breadcrumb';
import { PageHeader } from '@/components/page-header/page-header';
import type { RoutePageModel } from '@/features/content/server';
import { Link } from '@/components/link/link';
import styles from './realtime.module.scss';

export const REALTIME_TABS = [
  { id: 'parking', path: '/informacion-en-tiempo-real/parqueaderos' },
  { id: 'queues', path: '/informacion-en-tiempo-real/tiempo-en-filas' },
  { id: 'distances', path: '/informacion-en-tiempo-real/distancias' },
] as const;
export type RealtimeTab = (typeof REALTIME_TABS)[number]['id'];

/**
 * The frame of /informacion-en-tiempo-real and its sub-routes: a short header (the data must be in
 * the first viewport), the tabs (SPEC §2: parking, security wait times, distances; each a link to
 * its sub-route, so every tab has its URL and works without JavaScript), the panel, then the text.
 */
export async function RealtimePage({
  model,
  tab,
  children,
}: {
  model: RoutePageModel;
  tab: RealtimeTab;
  children: ReactNode;
}) {
  const [t, tCommon] = await Promise.all([getTranslations('realtime'), getTranslations('common')]);
  return (
    <>
      <PageHeader
        title={model.title}
        description={model.description}
        height="10rem"
        eyebrow={<Breadcrumb label={tCommon('breadcrumb')} items={model.breadcrumb} />}
      />
      <div className={`container ${styles.body}`}>
        <nav aria-label={t('tabs.label')} className={styles.tabs}>
          {REALTIME_TABS.map((item) => (
            <Link
              key={item.id}
              href={item.path}
              aria-current={item.id === tab ? 'page' : undefined}
              className={styles.tab}
              prefetch={false}
            >
              {t(`tabs.${item.id}`)}
            </Link>
          ))}
        </nav>
        {children}
        <p className={styles.intro}>{model.intro}</p>
      </div>
    </>
  );
}
