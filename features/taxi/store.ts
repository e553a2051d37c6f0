'use client';

import { createContext, createElement, useContext, useState, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';

import { TAXI_TOKEN_KEY } from './constants';

/** Where the taxi access token is kept in the browser (SPEC §7). */
export { TAXI_TOKEN_KEY };

export interface TaxiUser {
  name: string;
  phone: string;
  phoneCountryCode: string;
  /** Known when the visitor typed it in this visit (sign-in of a new user); `me` does not return it. */
  email?: string;
}

export interface TaxiSessionState {
  /** True once the token is stored and the profile (`me`) loaded (SPEC §4 taxi session). */
  isLoggedIn: boolean;
  /** True while the first auth check of the visit runs. */
  checking: boolean;
  user: TaxiUser | null;
  signIn: (user: TaxiUser) => void;
  signOut: () => void;
  setChecking: (checking: boolean) => void;
}

export type TaxiStore = StoreApi<TaxiSessionState>;

/** One store per component tree (never a module singleton shared between requests). */
export function createTaxiStore(
  initial?: Partial<Pick<TaxiSessionState, 'isLoggedIn' | 'user' | 'checking'>>,
): TaxiStore {
  return createStore<TaxiSessionState>()((set) => ({
    isLoggedIn: false,
    checking: false,
    user: null,
    ...initial,
    signIn: (user) => set({ isLoggedIn: true, user, checking: false }),
    signOut: () => set({ isLoggedIn: false, user: null, checking: false }),
    setChecking: (checking) => set({ checking }),
  }));
}

const TaxiStoreContext = createContext<TaxiStore | null>(null);

export function TaxiStoreProvider({ children, store }: { children: ReactNode; store?: TaxiStore }) {
  const [value] = useState(() => store ?? createTaxiStore());
  return createElement(TaxiStoreContext.Provider, { value }, children);
}

function useTaxiStoreApi(): TaxiStore {
  const store = useContext(TaxiStoreContext);
  if (!store) throw new Error('useTaxiSession must be used inside <TaxiStoreProvider>');
  return store;
}

export function useTaxiSession<T>(selector: (state: TaxiSessionState) => T): T {
  return useStore(useTaxiStoreApi(), selector);
}

/** The name shown for a user: the stored name, else +country code and phone (SPEC §3 taxi user). */
export function displayName(user: TaxiUser): string {
  return user.name.trim() || `+${user.phoneCountryCode} ${user.phone}`;
}

/* The token in localStorage; every access tolerates a browser that refuses storage. */

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TAXI_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    window.localStorage.setItem(TAXI_TOKEN_KEY, token);
  } catch {
    /* private mode: the session lasts for this page only */
  }
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TAXI_TOKEN_KEY);
  } catch {
    /* nothing stored */
  }
}
