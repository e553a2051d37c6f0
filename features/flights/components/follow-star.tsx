import { lazy, Suspense } from 'react';
import { ClientOnly } from '@/components/client-only/client-only';
import { StarIcon } from '@/components/icons/icons';
import { fill } from './board-labels';
import type { FollowLabels } from './follow-button.client';
import styles from './follow-button.module.scss';

// The toggle and the followed-flights store are a chunk of their own, loaded after hydration, so following
// costs the board's first load nothing; until it arrives the star is shown disabled.
const FollowButton = lazy(() => import('./follow-button.client').then((m) => ({ default: m.FollowButton })));

/** The follow star of a board row. */
export function FollowStar(props: {
  flight: { id: string; flight: string; direction: 'departure' | 'arrival' };
  labels: FollowLabels;
  apiBase: string;
}) {
  const name = fill(props.labels.followFlight, { flight: props.flight.flight });
  // Disabled until the toggle works: a click before hydration would otherwise be lost.
  const waiting = (
    <span className={styles.compact}>
      <button type="button" className={styles.star} aria-pressed={false} aria-label={name} title={name} disabled>
        <StarIcon size={20} />
      </button>
    </span>
  );
  return (
    <ClientOnly fallback={waiting}>
      <Suspense fallback={waiting}>
        <FollowButton {...props} compact />
      </Suspense>
    </ClientOnly>
  );
}
