'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface TaxiApiConfig {
  /** NEXT_PUBLIC_API_BASE_URL (default /api), resolved on the server and passed down. */
  apiBase: string;
  /** The page's locale, sent as Accept-Language so the API answers in it. */
  locale: string;
}

const TaxiApiContext = createContext<TaxiApiConfig>({ apiBase: '/api', locale: 'es' });

export function TaxiApiProvider({ apiBase, locale, children }: TaxiApiConfig & { children: ReactNode }) {
  const value = useMemo(() => ({ apiBase, locale }), [apiBase, locale]);
  return <TaxiApiContext.Provider value={value}>{children}</TaxiApiContext.Provider>;
}

export function useTaxiApi(): TaxiApiConfig {
  return useContext(TaxiApiContext);
}
