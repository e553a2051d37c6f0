'use client';

import { useState, useSyncExternalStore } from 'react';
import type * as FollowedFlights from '@/lib/browser/followed-flights';

type Store = Pick<
  typeof FollowedFlights,
  'subscribeFollowedFlights' | 'readFollowedFlights' | 'serverFollowedFlights' | 'toggleFollowedFlight'
>;
type Flight = { id: string; flight: string; direction: 'departure' | 'arrival' };

const NOT_FOLLOWING: ReturnType<Store['readFollowedFlights']> = [];
const subscribeNothing = () => () => undefined;
const notFollowing = () => NOT_FOLLOWING;

/**
 * The follow toggle's state for one flight, shared by the board's star and the detail page's button:
 * whether it is followed (kept in step with other islands and tabs), and whether the last try hit the
 * limit. `store` may be null while its code is on its way (the star): nothing is followed, `toggle` waits.
 */
export function useFollowToggle(store: Store | null, flight: Flight, apiBase: string) {
  const list = useSyncExternalStore(
    store?.subscribeFollowedFlights ?? subscribeNothing,
    store?.readFollowedFlights ?? notFollowing,
    store?.serverFollowedFlights ?? notFollowing,
  );
  const [limitReached, setLimitReached] = useState(false);
  return {
    following: list.some((f) => f.id === flight.id),
    limitReached,
    toggle: () => store && setLimitReached(store.toggleFollowedFlight(flight, apiBase) === 'limit'),
  };
}
