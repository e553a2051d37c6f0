'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { logoutTaxi } from '../api/logout';
import { clearToken, readToken, useTaxiSession } from '../store';
import { useTaxiApi } from './taxi-api-context.client';

/** Logout revokes the token on the server (best effort) and always forgets it here (SPEC §4). */
export function useTaxiLogout() {
  const { apiBase } = useTaxiApi();
  const signOut = useTaxiSession((s) => s.signOut);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  /** Forgets the session here only: for a token the server already refused (401). */
  const forget = useCallback(() => {
    clearToken();
    queryClient.removeQueries({ queryKey: ['taxi'] });
    signOut();
  }, [queryClient, signOut]);
  const logout = useCallback(async () => {
    const token = readToken();
    setPending(true);
    try {
      if (token) await logoutTaxi(apiBase, token).catch(() => undefined);
    } finally {
      forget();
      setPending(false);
    }
  }, [apiBase, forget]);
  return { logout, pending, forget };
}
