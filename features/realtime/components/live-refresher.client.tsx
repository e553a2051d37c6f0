'use client';

import { useEffect, useState } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import { useParking } from '../api/parking';
import { useQueues } from '../api/queues';
import type { ParkingResponse, QueuesResponse } from '../schemas';

/*
 * The refresh loop of the live panels, loaded after the page is interactive (React.lazy), so React
 * Query is not part of the first-load JavaScript: the first refresh is 60 s away, and React Query
 * pauses while the browser tab is hidden.
 */

interface RefresherProps<T> {
  apiBase: string;
  terminal?: string;
  initial: T;
  onData: (data: T) => void;
  onError: (failed: boolean) => void;
}

export type LiveRefresherProps =
  ({ kind: 'queues' } & RefresherProps<QueuesResponse>) | ({ kind: 'parking' } & RefresherProps<ParkingResponse>);

function useReport<T>(
  data: T,
  initial: T,
  isError: boolean,
  onData: (data: T) => void,
  onError: (failed: boolean) => void,
) {
  useEffect(() => {
    if (data !== initial) onData(data);
  }, [data, initial, onData]);
  useEffect(() => onError(isError), [isError, onError]);
}

function QueuesRefresher({ apiBase, terminal, initial, onData, onError }: RefresherProps<QueuesResponse>) {
  const [mountedAt] = useState(() => Date.now());
  const { data, isError } = useQueues(apiBase, initial, mountedAt, terminal);
  useReport(data, initial, isError, onData, onError);
  return null;
}

function ParkingRefresher({ apiBase, terminal, initial, onData, onError }: RefresherProps<ParkingResponse>) {
  const [mountedAt] = useState(() => Date.now());
  const { data, isError } = useParking(apiBase, initial, mountedAt, terminal);
  useReport(data, initial, isError, onData, onError);
  return null;
}

export default function LiveRefresher(props: LiveRefresherProps) {
  return (
    <QueryProvider>
      {props.kind === 'queues' ? <QueuesRefresher {...props} /> : <ParkingRefresher {...props} />}
    </QueryProvider>
  );
}
