'use client';

import { StarIcon } from '@/components/icons/icons';
import * as followedFlights from '@/lib/browser/followed-flights';
import { fill } from './board-labels';
import styles from './follow-button.module.scss';
import { useFollowToggle } from './use-follow-toggle';

export interface FollowLabels {
  /** Visible text of the large button: 'Seguir este vuelo'. */
  follow: string;
  following: string;
  /** Contains {flight}: the board star's name, whether followed or not (aria-pressed says which). */
  followFlight: string;
  /** Contains {limit}. */
  limit: string;
  /** The visible text of a followed board row's link to its trip plan ('Mi viaje'). */
  tripPlan: string;
  /** Contains {flight}: that link's name ('Mi viaje en el AV9364'), which begins with its visible text. */
  tripPlanFlight: string;
}

/**
 * Follow / unfollow a flight on its detail page: a labelled toggle (aria-pressed) that keeps
 * the flight in "My flights". Unfollowing also cancels the alerts signed up for that flight. The board's
 * rows have a star instead (`follow-star.client.tsx`).
 */
export function FollowButton({
  flight,
  labels,
  apiBase,
}: {
  flight: { id: string; flight: string; direction: 'departure' | 'arrival' };
  labels: FollowLabels;
  apiBase: string;
}) {
  const { following, limitReached, toggle } = useFollowToggle(followedFlights, flight, apiBase);

  return (
    <span className={styles.wrap}>
      <button type="button" className={styles.button} aria-pressed={following} onClick={toggle} data-follow={flight.id}>
        <StarIcon size={22} filled={following} />
        <span>{following ? labels.following : labels.follow}</span>
      </button>
      {limitReached ? (
        <span role="alert" className={styles.limit}>
          {fill(labels.limit, { limit: followedFlights.MAX_FOLLOWED_FLIGHTS })}
        </span>
      ) : null}
    </span>
  );
}
