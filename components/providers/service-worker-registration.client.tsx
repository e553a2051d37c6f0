'use client';

import { useEffect } from 'react';
import { registerServiceWorkerWhenIdle } from '@/lib/browser/service-worker';
import { IS_PRODUCTION_BUILD } from '@/lib/config/public';

/**
 * Registers the offline service worker (public/sw.js, docs/offline.md) after load, when idle, in
 * production builds only: in development it would serve cached pages over hot reloads. Renders nothing.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!IS_PRODUCTION_BUILD) return;
    return registerServiceWorkerWhenIdle();
  }, []);
  return null;
}
