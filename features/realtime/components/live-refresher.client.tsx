'use client';

import { useEffect } from 'react';
import { QueryProvider } from '@/components/providers/query-provider.client';
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
  /** The time (ms, application clock) of the latest refresh attempt, failed or not: staleness is judged against it. */
  onChecked: (atMs: number) => void;
  /** Application clock minus the browser's (lib/clock clockOffsetMs). */
  clockOffsetMs?: number;
}

export type LiveRefresherProps =
  ({ kind: 'queues' } & RefresherProps<QueuesResponse>) | ({ kind: 'parking' } & RefresherProps<ParkingResponse>);

interface QueryState<T> {
  data: T;
  isError: boolean;
  dataUpdatedAt: number;
  errorUpdatedAt: number;
}

function useReport<T>(
  { data, isError, dataUpdatedAt, errorUpdatedAt }: QueryState<T>,
  {
    initial,
    onData,
    onError,
    onChecked,
    clockOffsetMs = 0,
  }: Pick<RefresherProps<T>, 'initial' | 'onData' | 'onError' | 'onChecked' | 'clockOffsetMs'>,
) {
  useEffect(() => {
    if (data !== initial) onData(data);
  }, [data, initial, onData]);
  useEffect(() => onError(isError), [isError, onError]);
  // A failed refresh moves the check time on too: data that keeps failing to refresh turns stale.
  useEffect(
    () => onChecked(Math.max(dataUpdatedAt, errorUpdatedAt) + clockOffsetMs),
    [dataUpdatedAt, errorUpdatedAt, onChecked, clockOffsetMs],
  );
}

function QueuesRefresher({ apiBase, terminal, ...report }: RefresherProps<QueuesResponse>) {
  useReport(useQueues(apiBase, report.initial, terminal, report.clockOffsetMs), report);
  return null;
}

function ParkingRefresher({ apiBase, terminal, ...report }: RefresherProps<ParkingResponse>) {
  useReport(useParking(apiBase, report.initial, terminal, report.clockOffsetMs), report);
  return null;
}

export default function LiveRefresher(props: LiveRefresherProps) {
  return (
    <QueryProvider>
      {props.kind === 'queues' ? <QueuesRefresher {...props} /> : <ParkingRefresher {...props} />}
    </QueryProvider>
  );
}
