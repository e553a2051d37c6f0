'use client';

import { useEffect } from 'react';
import { readFollowedFlights, updateFollowedFlight } from '@/lib/browser/followed-flights';

/** After the confirmation link: the subscription kept in this browser (if it is this one) reads "active". */
export function MarkAlertConfirmed({ id }: { id: string }) {
  useEffect(() => {
    const owner = readFollowedFlights().find((f) => f.alerts?.some((a) => a.id === id));
    if (!owner) return;
    updateFollowedFlight(owner.id, (f) => ({
      ...f,
      alerts: (f.alerts ?? []).map((a) => (a.id === id ? { ...a, status: 'active' } : a)),
    }));
  }, [id]);
  return null;
}
