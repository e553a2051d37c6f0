import { Link } from '@/components/link/link';
import styles from './pagination.module.scss';

export interface PaginationLabels {
  /** Name of the navigation landmark, e.g. "Paginación". */
  nav: string;
  previous: string;
  next: string;
  /** "Página {page}" with the number filled in by the caller. */
  page: (page: number) => string;
}

/** The message keys every list with pagination has under its namespace ("Página {page} de {pages}"). */
type PaginationKey = 'pagination.label' | 'pagination.previous' | 'pagination.next' | 'pagination.page';

/** The labels from a namespace's `pagination` messages: pass that namespace's translator. */
export function paginationLabels(
  t: (key: PaginationKey, values?: { page: number; pages: number }) => string,
  pages: number,
): PaginationLabels {
  return {
    nav: t('pagination.label'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    page: (page) => t('pagination.page', { page, pages }),
  };
}

/** Page numbers around the current one, with the first and last; null marks a gap. */
export function pageWindow(current: number, pages: number, radius = 1): Array<number | null> {
  const shown = new Set([1, pages]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - (sorted[i - 1] as number) > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/**
 * Accessible pagination made of links (the page is in the URL, no JS needed): a nav landmark,
 * aria-current on the current page, previous/next with text labels.
 */
export function Pagination({
  page,
  pages,
  href,
  labels,
  className,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  labels: PaginationLabels;
  className?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.nav} className={`${styles.pagination} ${className ?? ''}`}>
      <ul>
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} rel="prev" className={styles.step} prefetch={false}>
              {labels.previous}
            </Link>
          ) : (
            <span className={styles.step} aria-disabled="true">
              {labels.previous}
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={href(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={labels.page(p)}
                className={styles.number}
                prefetch={false}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link href={href(page + 1)} rel="next" className={styles.step} prefetch={false}>
              {labels.next}
            </Link>
          ) : (
            <span className={styles.step} aria-disabled="true">
              {labels.next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
