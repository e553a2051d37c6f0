'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { QueryProvider } from '@/components/providers/query-provider.client';
import { flightListQueryOptions, type BoardList, type FlightListParams } from '../api/flight-list';

export interface FlightRefresherProps {
  apiBase: string;
  params: FlightListParams;
  /** The list the server rendered: React Query starts from it and refetches every 60 s. */
  initial: BoardList;
  /** When the browser started showing `initial` (ms): once it is 60 s old, it is refetched at once. */
  initialUpdatedAt: number;
  onData: (list: BoardList) => void;
  onError: (failed: boolean) => void;
}

function Refresher({ apiBase, params, initial, initialUpdatedAt, onData, onError }: FlightRefresherProps) {
  const { data, isError } = useQuery({
    ...flightListQueryOptions(apiBase, params),
    initialData: initial,
    initialDataUpdatedAt: initialUpdatedAt,
  });
  useEffect(() => {
    if (data !== initial) onData(data);
  }, [data, initial, onData]);
  useEffect(() => onError(isError), [isError, onError]);
  return null;
}

/**
 * The board's refresh loop (React.lazy): React Query and the fetcher are not part of the board's
 * first-load JavaScript, and are loaded when the first refresh is due (FlightBoardLive), not while
 * the page is still loading.
 */
export default function FlightRefresher(props: FlightRefresherProps) {
  return (
    <QueryProvider>
      <Refresher {...props} />
    </QueryProvider>
  );
}
