'use client';

import { useState, useSyncExternalStore } from 'react';
import { StarIcon } from '@/components/icons/icons';
import {
  cancelAlerts,
  followFlight,
  MAX_FOLLOWED_FLIGHTS,
  readFollowedFlights,
  serverFollowedFlights,
  subscribeFollowedFlights,
  unfollowFlight,
} from '@/lib/browser/followed-flights';
import { fill } from './board-labels';
import styles from './follow-button.module.scss';

export interface FollowLabels {
  /** Visible text of the large button: 'Seguir este vuelo'. */
  follow: string;
  following: string;
  /** Contain {flight}. */
  followFlight: string;
  unfollowFlight: string;
  /** Contains {limit}. */
  limit: string;
}

/**
 * Follow / unfollow a flight (issue 13): a toggle (aria-pressed) that keeps the flight in "My flights".
 * `compact` is the star of a board row; otherwise a labelled button for the detail page.
 * Unfollowing also cancels the alerts signed up for that flight.
 */
export function FollowButton({
  flight,
  labels,
  apiBase,
  compact = false,
}: {
  flight: { id: string; flight: string; direction: 'departure' | 'arrival' };
  labels: FollowLabels;
  apiBase: string;
  compact?: boolean;
}) {
  const list = useSyncExternalStore(subscribeFollowedFlights, readFollowedFlights, serverFollowedFlights);
  const following = list.some((f) => f.id === flight.id);
  const [limitReached, setLimitReached] = useState(false);

  const toggle = () => {
    if (following) {
      void cancelAlerts(apiBase, unfollowFlight(flight.id)?.alerts);
      setLimitReached(false);
      return;
    }
    setLimitReached(followFlight(flight) === 'limit');
  };

  const name = fill(following ? labels.unfollowFlight : labels.followFlight, { flight: flight.flight });
  return (
    <span className={compact ? styles.compact : styles.wrap}>
      <button
        type="button"
        className={compact ? styles.star : styles.button}
        aria-pressed={following}
        aria-label={compact ? name : undefined}
        title={compact ? name : undefined}
        onClick={toggle}
        data-follow={flight.id}
      >
        <StarIcon size={compact ? 20 : 22} filled={following} />
        {compact ? null : <span>{following ? labels.following : labels.follow}</span>}
      </button>
      {limitReached ? (
        <span role="alert" className={styles.limit}>
          {fill(labels.limit, { limit: MAX_FOLLOWED_FLIGHTS })}
        </span>
      ) : null}
    </span>
  );
}
