'use client';

import { useSyncExternalStore, type ReactNode } from 'react';

const subscribeNothing = () => () => {};
const onClient = () => true;
const onServer = () => false;

/** True in the browser after hydration, false on the server and during hydration. */
export function useIsClient(): boolean {
  return useSyncExternalStore(subscribeNothing, onClient, onServer);
}

/**
 * Renders its children in the browser only, after hydration (`fallback` before that, and on the server).
 * The switch re-renders this component alone: a parent that held the flag itself would re-render its
 * whole subtree in one task right after hydration (on the flights board, every row: most of its Total
 * Blocking Time).
 */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useIsClient() ? children : fallback;
}
