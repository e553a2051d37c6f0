'use client';

import { StarIcon } from '@/components/icons/icons';
import { lazyModule } from '@/components/lazy/lazy-module';
import { MAX_FOLLOWED_FLIGHTS } from '@/lib/browser/followed-flights-signal';
import { fill } from './board-labels';
import type { FollowLabels } from './follow-button.client';
import styles from './follow-button.module.scss';
import { useFollowToggle } from './use-follow-toggle';

// The followed-flights store is a chunk of its own, loaded after hydration, so following costs the
// board's first load nothing. Until it arrives (or if it never does) the stars show, disabled.
const followStore = lazyModule(() => import('@/lib/browser/followed-flights'));

/**
 * The follow star of a board row: a toggle (aria-pressed, its name the same in both states) that keeps the flight in "My flights"
 * (unfollowing cancels its alerts). Server, hydration and the wait for the store render the same
 * button, disabled, so the store's arrival only enables the 25 stars in place. A followed flight with a
 * trip plan (`planHref`) shows the link to it beside the star.
 */
export function FollowStar({
  flight,
  labels,
  apiBase,
  planHref,
}: {
  flight: { id: string; flight: string; direction: 'departure' | 'arrival' };
  labels: FollowLabels;
  apiBase: string;
  planHref?: string;
}) {
  const store = followStore.useModule();
  const { following, limitReached, toggle } = useFollowToggle(store, flight, apiBase);
  // One name in both states, the state in aria-pressed: "Seguir el vuelo AV9364, pressed", never
  // "Dejar de seguir…, pressed", which a screen reader hears as two contradicting states.
  const name = fill(labels.followFlight, { flight: flight.flight });
  return (
    <span className={styles.compact}>
      <button
        type="button"
        className={styles.star}
        aria-pressed={following}
        aria-label={name}
        title={name}
        disabled={!store}
        onClick={toggle}
        data-follow={flight.id}
      >
        <StarIcon size={20} filled={following} />
      </button>
      {following && planHref ? (
        <a
          href={planHref}
          className={styles.planLink}
          aria-label={fill(labels.tripPlanFlight, { flight: flight.flight })}
          data-trip-plan-link=""
        >
          {labels.tripPlan}
        </a>
      ) : null}
      {limitReached ? (
        <span role="alert" className={styles.limit}>
          {fill(labels.limit, { limit: MAX_FOLLOWED_FLIGHTS })}
        </span>
      ) : null}
    </span>
  );
}
