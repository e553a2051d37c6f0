import { lazy, Suspense } from 'react';
import { StarIcon } from '@/components/icons/icons';
import { fill } from './board-labels';
import type { FollowLabels } from './follow-button.client';
import styles from './follow-button.module.scss';

// The toggle and the followed-flights store are a chunk of their own: the server renders the star, and
// it hydrates when the chunk arrives, so following costs the board's first load nothing.
const FollowButton = lazy(() => import('./follow-button.client').then((m) => ({ default: m.FollowButton })));

/** The follow star of a board row. */
export function FollowStar(props: {
  flight: { id: string; flight: string; direction: 'departure' | 'arrival' };
  labels: FollowLabels;
  apiBase: string;
}) {
  const name = fill(props.labels.followFlight, { flight: props.flight.flight });
  return (
    <Suspense
      fallback={
        <span className={styles.compact}>
          <button type="button" className={styles.star} aria-pressed={false} aria-label={name} title={name} disabled>
            <StarIcon size={20} />
          </button>
        </span>
      }
    >
      <FollowButton {...props} compact />
    </Suspense>
  );
}
