import { EldoradoEmblem } from '@/components/icons/eldorado-emblem';
import { Link } from '@/components/link/link.client';
import styles from './logo.module.scss';

/** The site's logo (emblem + wordmark) linking home; its accessible name is the site name. */
export function Logo({
  siteName,
  tagline,
  size = 'default',
}: {
  siteName: string;
  tagline: string;
  size?: 'default' | 'large';
}) {
  return (
    <Link href="/" className={styles.logo} aria-label={siteName} data-size={size}>
      <EldoradoEmblem size={size === 'large' ? 56 : 44} className={styles.emblem} />
      <span className={styles.wordmark} aria-hidden="true">
        <span className={styles.tagline}>{tagline}</span>
        <span className={styles.name}>El Dorado</span>
      </span>
    </Link>
  );
}
