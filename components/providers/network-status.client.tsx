'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * Online/offline status and connection quality of this visit (SPEC §4: "an online/offline status is
 * tracked"). The store is created per React tree by the provider (ARCHITECTURE §2: no module
 * singletons for per-visit state). The server and the first client render assume "online, fast",
 * so markup never differs at hydration; the real values arrive right after mount.
 */
export interface NetworkStatus {
  online: boolean;
  /** `navigator.connection.effectiveType` where the browser has it: 'slow-2g' | '2g' | '3g' | '4g'. */
  effectiveType?: string;
  /** The user asked the browser to save data. */
  saveData: boolean;
}

/** The Network Information API (Chromium only), typed for what we read. */
interface NetworkInformationLike extends EventTarget {
  effectiveType?: string;
  saveData?: boolean;
}

export const INITIAL_NETWORK_STATUS: NetworkStatus = { online: true, effectiveType: undefined, saveData: false };

export function createNetworkStore(initial: NetworkStatus = INITIAL_NETWORK_STATUS): StoreApi<NetworkStatus> {
  return createStore<NetworkStatus>()(() => ({ ...initial }));
}

function connectionOf(nav: Navigator): NetworkInformationLike | undefined {
  return (nav as Navigator & { connection?: NetworkInformationLike }).connection;
}

/** What the browser says right now. */
export function readNetworkStatus(nav: Navigator = navigator): NetworkStatus {
  const connection = connectionOf(nav);
  return {
    online: nav.onLine !== false,
    effectiveType: connection?.effectiveType,
    saveData: connection?.saveData === true,
  };
}

const NetworkStoreContext = createContext<StoreApi<NetworkStatus> | null>(null);

/** Outside the provider (isolated component tests) the status is a constant "online". */
const constantStore = createNetworkStore();

export function NetworkStatusProvider({ children, store }: { children: ReactNode; store?: StoreApi<NetworkStatus> }) {
  const [ownStore] = useState(() => store ?? createNetworkStore());

  useEffect(() => {
    const update = () => ownStore.setState(readNetworkStatus());
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    const connection = connectionOf(navigator);
    connection?.addEventListener('change', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      connection?.removeEventListener('change', update);
    };
  }, [ownStore]);

  return <NetworkStoreContext.Provider value={ownStore}>{children}</NetworkStoreContext.Provider>;
}

/** Reads the network status (or a slice of it) and re-renders when it changes. */
export function useNetworkStatus<T>(selector: (status: NetworkStatus) => T): T {
  return useStore(useNetworkStore(), selector);
}

/** The status store itself, for code that reads it when something happens rather than re-rendering on it. */
export function useNetworkStore(): StoreApi<NetworkStatus> {
  return useContext(NetworkStoreContext) ?? constantStore;
}
