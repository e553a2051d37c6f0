'use client';

import type { ReactNode } from 'react';
import { usePathname } from '@/lib/i18n/use-pathname';
import { showsTaxiInfo } from './taxi-nav-state';

/** Renders its (server-rendered) children except on the bookings page. */
export function TaxiInfoGate({ children }: { children: ReactNode }) {
  return showsTaxiInfo(usePathname()) ? children : null;
}
