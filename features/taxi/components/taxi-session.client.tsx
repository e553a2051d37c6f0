'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { QueryProvider } from '@/components/providers/query-provider.client';
import { fetchMe, userFromMe } from '../api/me';
import { clearToken, createTaxiStore, readToken, TaxiStoreProvider, useTaxiSession, type TaxiStore } from '../store';
import { TaxiApiProvider, type TaxiApiConfig } from './taxi-api-context.client';

/** SPEC §4/§7: entering the taxi layout checks the stored token with `me`; a failure is a silent logout. */
function AuthCheck({ apiBase }: { apiBase: string }) {
  const signIn = useTaxiSession((s) => s.signIn);
  const signOut = useTaxiSession((s) => s.signOut);
  useEffect(() => {
    const token = readToken();
    if (!token) {
      signOut();
      return;
    }
    const controller = new AbortController();
    fetchMe(apiBase, token, controller.signal).then(
      (me) => signIn(userFromMe(me)),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (!(error instanceof DOMException && error.name === 'AbortError')) clearToken();
        signOut();
      },
    );
    return () => controller.abort();
  }, [apiBase, signIn, signOut]);
  return null;
}

/**
 * The taxi layout's client root: React Query, the per-tree session store and the API base URL for
 * every island below it, and the auth check on entry.
 */
export function TaxiSession({ children, ...api }: TaxiApiConfig & { children: ReactNode }) {
  const [store] = useState<TaxiStore>(() => createTaxiStore({ checking: true }));
  return (
    <QueryProvider>
      <TaxiStoreProvider store={store}>
        <TaxiApiProvider {...api}>
          <AuthCheck apiBase={api.apiBase} />
          {children}
        </TaxiApiProvider>
      </TaxiStoreProvider>
    </QueryProvider>
  );
}
