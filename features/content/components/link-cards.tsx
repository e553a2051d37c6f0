import { Link } from '@/components/link/link';
import type { RouteLink } from '../server';
import styles from './link-cards.module.scss';

/** Cards where the whole card is one link (DESIGN.md "Cards"). */
export function LinkCards({ heading, links, headingId }: { heading: string; links: RouteLink[]; headingId: string }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{heading}</h2>
      <ul className={styles.grid}>
        {links.map((link) => (
          <li key={link.href} className={styles.card}>
            <Link href={link.href} className={styles.link}>
              <span className={styles.title}>{link.title}</span>
            </Link>
            <p className={styles.description}>{link.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
