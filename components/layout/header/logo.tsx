import type { StaticImageData } from 'next/image';
import emblem from '../art/emblem.svg';
import { Link } from '@/components/link/link';
import styles from './logo.module.scss';

const EMBLEM = emblem as StaticImageData;

/**
 * The site's logo (emblem + wordmark) linking home; its accessible name is the site name. The emblem (a
 * gold roundel after Muisca goldwork, drawn for this site) is a file of the build, cached for good: inline,
 * its markup was sent twice in every document (HTML and React's payload).
 */
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
      {/* eslint-disable-next-line @next/next/no-img-element -- a fixed-size SVG: nothing for next/image to optimise */}
      <img
        src={EMBLEM.src}
        alt=""
        width={size === 'large' ? 56 : 44}
        height={size === 'large' ? 56 : 44}
        className={styles.emblem}
      />
      <span className={styles.wordmark} aria-hidden="true">
        <span className={styles.tagline}>{tagline}</span>
        <span className={styles.name}>El Dorado</span>
      </span>
    </Link>
  );
}
