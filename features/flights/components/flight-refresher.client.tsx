'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import { flightListQueryOptions, type BoardList, type FlightListParams } from '../api/flight-list';

export interface FlightRefresherProps {
  apiBase: string;
  params: FlightListParams;
  /** The list the server rendered: React Query starts from it and refetches every 60 s. */
  initial: BoardList;
  onData: (list: BoardList) => void;
  onError: (failed: boolean) => void;
  /** Called once the refresh loop runs (the board marks itself, so tests know when time may pass). */
  onReady?: () => void;
}

function Refresher({ apiBase, params, initial, onData, onError, onReady }: FlightRefresherProps) {
  const [mountedAt] = useState(() => Date.now());
  const { data, isError } = useQuery({
    ...flightListQueryOptions(apiBase, params),
    initialData: initial,
    initialDataUpdatedAt: mountedAt,
  });
  useEffect(() => {
    if (data !== initial) onData(data);
  }, [data, initial, onData]);
  useEffect(() => onError(isError), [isError, onError]);
  useEffect(() => onReady?.(), [onReady]);
  return null;
}

/**
 * The board's refresh loop, loaded after the page is interactive (React.lazy), so React Query and
 * the fetcher are not part of the board's first-load JavaScript: the first refresh is 60 s away.
 */
export default function FlightRefresher(props: FlightRefresherProps) {
  return (
    <QueryProvider>
      <Refresher {...props} />
    </QueryProvider>
  );
}
