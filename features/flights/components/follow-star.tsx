import { Suspense } from 'react';
import { ClientOnly } from '@/components/client-only/client-only';
import { StarIcon } from '@/components/icons/icons';
import { lazyWithFallback } from '@/components/lazy/lazy-with-fallback';
import { fill } from './board-labels';
import type { FollowLabels } from './follow-button.client';
import styles from './follow-button.module.scss';

type FollowStarProps = {
  flight: { id: string; flight: string; direction: 'departure' | 'arrival' };
  labels: FollowLabels;
  apiBase: string;
};

/** The star before the toggle works (a click before hydration would otherwise be lost), or if its code never arrives. */
function DisabledStar({ flight, labels }: Pick<FollowStarProps, 'flight' | 'labels'>) {
  const name = fill(labels.followFlight, { flight: flight.flight });
  return (
    <span className={styles.compact}>
      <button type="button" className={styles.star} aria-pressed={false} aria-label={name} title={name} disabled>
        <StarIcon size={20} />
      </button>
    </span>
  );
}

// The toggle and the followed-flights store are a chunk of their own, loaded after hydration, so following
// costs the board's first load nothing; until it arrives the star is shown disabled.
const FollowButton = lazyWithFallback(
  async () => ({ default: (await import('./follow-button.client')).FollowButton }),
  DisabledStar,
);

/** The follow star of a board row. */
export function FollowStar(props: FollowStarProps) {
  const waiting = <DisabledStar flight={props.flight} labels={props.labels} />;
  return (
    <ClientOnly fallback={waiting}>
      <Suspense fallback={waiting}>
        <FollowButton {...props} compact />
      </Suspense>
    </ClientOnly>
  );
}
