'use client';

import { Suspense, type ReactNode } from 'react';
import { NavigationProgress } from '@/components/layout/navigation-progress.client';
import { OfflineNotice } from '@/components/layout/offline-notice.client';
import { ScrollManager } from '@/components/layout/scroll-manager.client';
import { LinkNavigation } from '@/components/link/link-navigation.client';
import { ChunkReloadGuard } from './chunk-reload-guard.client';
import { NetworkStatusProvider } from './network-status.client';
import { ServiceWorkerRegistration } from './service-worker-registration.client';

/**
 * Client providers around every page, plus the site-wide behaviours that render (almost) nothing:
 * the site links' navigation, navigation progress bar, scroll manager, offline notice, stale-chunk recovery and the
 * offline service worker.
 * React Query is not here: the islands that fetch wrap themselves in QueryProvider.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <NetworkStatusProvider>
      {children}
      {/* Reads the search params: its own boundary keeps static pages static. */}
      <Suspense fallback={null}>
        <NavigationProgress />
      </Suspense>
      <LinkNavigation />
      <ScrollManager />
      <OfflineNotice />
      <ChunkReloadGuard />
      <ServiceWorkerRegistration />
    </NetworkStatusProvider>
  );
}
