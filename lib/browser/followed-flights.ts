/*
 * "My flights": the flights a visitor follows, kept in this browser's localStorage (no
 * account), with the last data seen of each so they still read offline, and the alert subscriptions
 * made for them. Shared by the board's follow buttons, the "My flights" list and the alerts panel;
 * every change is broadcast to the other islands of the page and to other tabs.
 */

import {
  FOLLOWED_FLIGHTS_EVENT,
  FOLLOWED_FLIGHTS_KEY,
  MAX_FOLLOWED_FLIGHTS,
  subscribeFollowedSignal,
} from './followed-flights-signal';

export { FOLLOWED_FLIGHTS_KEY, MAX_FOLLOWED_FLIGHTS };
const BROWSER_ID_KEY = 'eldorado.browserId';
/** The server allows this many followed flights per browser (FLIGHT_ALERTS_PER_BROWSER). */

export interface AlertRecord {
  id: string;
  token: string;
  channel: 'push' | 'email';
  status: 'active' | 'pending';
  /** The address of an email subscription, to remind the visitor where the confirmation went. */
  email?: string;
}

/** The last data seen of a followed flight: enough to show it offline. */
export interface FlightSnapshot {
  status: { code: string; es: string; en: string; fr: string; pt: string };
  city: { code: string; es: string; en: string; fr: string; pt: string };
  airline: { code: string; name: string };
  gate: string | null;
  claim: string | null;
  scheduleDate: string;
  estimatedDate: string | null;
  actualDate: string | null;
}

export interface FollowedFlight {
  /** The flight API id (`20261122-AV9364-dep`). */
  id: string;
  flight: string;
  direction: 'departure' | 'arrival';
  followedAt: string;
  last?: FlightSnapshot;
  /** When `last` was read from the API (ISO). */
  lastAt?: string;
  alerts?: AlertRecord[];
}

const EMPTY: readonly FollowedFlight[] = Object.freeze([]);
let cachedRaw: string | null = null;
let cachedList: readonly FollowedFlight[] = EMPTY;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isFollowed(value: unknown): value is FollowedFlight {
  const v = value as FollowedFlight;
  return Boolean(v) && typeof v.id === 'string' && typeof v.flight === 'string' && typeof v.followedAt === 'string';
}

/** The followed flights, oldest first. The same array is returned while nothing changed (useSyncExternalStore). */
export function readFollowedFlights(): readonly FollowedFlight[] {
  const raw = storage()?.getItem(FOLLOWED_FLIGHTS_KEY) ?? null;
  if (raw === cachedRaw) return cachedList;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedList = Array.isArray(parsed) ? parsed.filter(isFollowed) : EMPTY;
  } catch {
    cachedList = EMPTY;
  }
  return cachedList;
}

function writeFollowedFlights(list: readonly FollowedFlight[]): void {
  try {
    storage()?.setItem(FOLLOWED_FLIGHTS_KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled: following is a convenience, the page keeps working.
  }
  window.dispatchEvent(new Event(FOLLOWED_FLIGHTS_EVENT));
}

/** For useSyncExternalStore: changes from this page and from other tabs. */
export const subscribeFollowedFlights = subscribeFollowedSignal;

export const serverFollowedFlights = (): readonly FollowedFlight[] => EMPTY;

export type FollowOutcome = 'followed' | 'limit';

/** Follows a flight (no-op when already followed); refuses past the per-browser limit. */
export function followFlight(
  flight: Pick<FollowedFlight, 'id' | 'flight' | 'direction'>,
  at = new Date(),
): FollowOutcome {
  const list = readFollowedFlights();
  if (list.some((f) => f.id === flight.id)) return 'followed';
  if (list.length >= MAX_FOLLOWED_FLIGHTS) return 'limit';
  writeFollowedFlights([
    ...list,
    { id: flight.id, flight: flight.flight, direction: flight.direction, followedAt: at.toISOString() },
  ]);
  return 'followed';
}

/** Stops following a flight; returns what was stored (its alerts are for the caller to cancel). */
export function unfollowFlight(id: string): FollowedFlight | undefined {
  const list = readFollowedFlights();
  const removed = list.find((f) => f.id === id);
  if (removed) writeFollowedFlights(list.filter((f) => f.id !== id));
  return removed;
}

/** Updates one followed flight (last data, alerts); ignored when it is no longer followed. */
export function updateFollowedFlight(id: string, change: (flight: FollowedFlight) => FollowedFlight): void {
  const list = readFollowedFlights();
  if (!list.some((f) => f.id === id)) return;
  writeFollowedFlights(list.map((f) => (f.id === id ? change(f) : f)));
}

/** Cancels the alert subscriptions of a flight the visitor stopped following (best effort). */
export async function cancelAlerts(apiBase: string, alerts: readonly AlertRecord[] = []): Promise<void> {
  await Promise.allSettled(
    alerts.map((a) =>
      fetch(`${apiBase}/v2/flight-alerts/${encodeURIComponent(a.id)}?token=${encodeURIComponent(a.token)}`, {
        method: 'DELETE',
      }),
    ),
  );
}

/**
 * The follow toggle of a star or button: follows a flight not followed yet, or stops following it and
 * cancels its alerts. 'limit' when the list is full.
 */
export function toggleFollowedFlight(
  flight: Pick<FollowedFlight, 'id' | 'flight' | 'direction'>,
  apiBase: string,
): FollowOutcome | 'unfollowed' {
  if (!readFollowedFlights().some((f) => f.id === flight.id)) return followFlight(flight);
  void cancelAlerts(apiBase, unfollowFlight(flight.id)?.alerts);
  return 'unfollowed';
}

/** A random id of this browser, so the server can cap followed flights per browser without an account. */
export function browserId(): string {
  const store = storage();
  const existing = store?.getItem(BROWSER_ID_KEY);
  if (existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing)) return existing;
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const id = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  try {
    store?.setItem(BROWSER_ID_KEY, id);
  } catch {
    // Without storage the id lives for this page only.
  }
  return id;
}
