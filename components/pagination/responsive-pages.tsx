import type { ReactNode } from 'react';
import { LIST_VARIANTS, type ListVariant } from '@/lib/list-page-size';
import styles from './responsive-pages.module.scss';

/**
 * One page of a list at both SPEC §9 page sizes (lib/list-page-size): `render` draws the wide and the
 * narrow page, each with its own pagination, and CSS shows the one that fits the width (the other is
 * `display: none`, so it is neither seen nor read). Works without JavaScript.
 */
export function ResponsivePages({
  render,
  testIdPrefix = 'results',
}: {
  render: (variant: ListVariant) => ReactNode;
  testIdPrefix?: string;
}) {
  return LIST_VARIANTS.map((variant) => (
    <div key={variant} className={styles[variant]} data-testid={`${testIdPrefix}-${variant}`}>
      {render(variant)}
    </div>
  ));
}
