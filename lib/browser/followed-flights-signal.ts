/*
 * The smallest part of "My flights" (lib/browser/followed-flights.ts): where the list is kept and the
 * event that says it changed. Pages that only need to know whether anything is followed (to load the
 * list lazily) import this, not the store.
 */

export const FOLLOWED_FLIGHTS_KEY = 'eldorado.followedFlights';
export const FOLLOWED_FLIGHTS_EVENT = 'eldorado:followed-flights';
/** How many flights one browser may follow (the stars and buttons say so past it). */
export const MAX_FOLLOWED_FLIGHTS = 10;

/** Whether this browser follows any flight (a cheap look at the stored list). */
export function followsAnyFlight(): boolean {
  try {
    const raw = window.localStorage.getItem(FOLLOWED_FLIGHTS_KEY);
    return Boolean(raw && raw !== '[]');
  } catch {
    return false;
  }
}

/** Calls `onChange` when the list changes, in this page or another tab. */
export function subscribeFollowedSignal(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === FOLLOWED_FLIGHTS_KEY) onChange();
  };
  window.addEventListener(FOLLOWED_FLIGHTS_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(FOLLOWED_FLIGHTS_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
