'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/lib/query-client';

/**
 * React Query for the islands that fetch from the API (e.g. the live flight board). It wraps those
 * islands only, so pages without live data do not ship the library (the bundle budget, scripts/bench).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
