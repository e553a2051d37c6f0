import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { RoutePageModel } from '../server';
import styles from './screen-page.module.scss';

/** Full-screen template without header or footer (kiosks, QR landings, wall screens). */
export async function ScreenPage({ model }: { model: RoutePageModel }) {
  const t = await getTranslations('common');
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{model.title}</h1>
      <p className={styles.lead}>{model.description}</p>
      <p className={styles.intro}>{model.intro}</p>
      <Link className={styles.home} href="/">
        {t('siteName')}
      </Link>
    </div>
  );
}
