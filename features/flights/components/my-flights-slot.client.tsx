'use client';

import { Suspense, useSyncExternalStore } from 'react';
import { lazyWithFallback } from '@/components/lazy/lazy-with-fallback.client';
import { followsAnyFlight, subscribeFollowedSignal } from '@/lib/browser/followed-flights-signal';
import type { Locale } from '@/lib/i18n/locales';
import type { MyFlightsLabels } from './my-flights.client';

const MyFlights = lazyWithFallback(() => import('./my-flights.client'));

/** Mounts "My flights" (a lazy chunk) only in a browser that follows at least one flight. */
export function MyFlightsSlot(props: { apiBase: string; locale: Locale; pathPrefix: string; labels: MyFlightsLabels }) {
  const following = useSyncExternalStore(subscribeFollowedSignal, followsAnyFlight, () => false);
  if (!following) return null;
  return (
    <Suspense fallback={null}>
      <MyFlights {...props} />
    </Suspense>
  );
}
