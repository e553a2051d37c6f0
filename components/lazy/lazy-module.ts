'use client';

import { useSyncExternalStore } from 'react';
import { recoverFromFailedImport } from '@/components/providers/chunk-reload';

export interface LazyModule<M> {
  /**
   * The module once it has arrived; `null` before, on the server and during hydration. The first
   * component to use it after hydration starts the import; when it arrives, every user re-renders in
   * place (nothing is unmounted, unlike a lazy component that replaces its fallback).
   */
  useModule: () => M | null;
}

/**
 * Code that only adds behaviour to markup the page already shows (a disabled control that comes alive).
 * `lazyWithFallback` would swap a fallback for the component, which remounts its DOM: on the flights
 * board, 25 stars swapped at once were one 30–50 ms task right after hydration. Here the markup stays and
 * only what depends on the module changes. Failures are handled as `lazyWithFallback` handles them:
 * online, the chunk guard's throttled reload (a replaced build); offline, the users keep rendering without
 * the module, and the import is tried again when the connection returns.
 */
export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let loaded: M | null = null;
  let pending: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  const start = () => {
    pending ??= load().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        pending = null;
        recoverFromFailedImport(error);
        window.addEventListener('online', () => listeners.size > 0 && start(), { once: true });
      },
    );
  };
  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    start();
    return () => void listeners.delete(onChange);
  };
  const getSnapshot = () => loaded;
  const getServerSnapshot = () => null;

  return { useModule: () => useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot) };
}
