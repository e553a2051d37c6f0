'use client';

import { Suspense } from 'react';
import { ClientOnly } from '@/components/client-only/client-only.client';
import { LoadFailed, lazyWithFallback } from '@/components/lazy/lazy-with-fallback.client';
import type { AlertsControlsProps } from './alerts-controls.client';

// The page's main controls: if their code does not arrive (offline), say so with a retry.
const AlertsControls = lazyWithFallback(() => import('./alerts-controls.client'), LoadFailed);

/** Mounts the alert controls on the client only (they depend on the browser: push support, storage). */
export function AlertsControlsSlot(props: AlertsControlsProps) {
  return (
    <ClientOnly>
      <Suspense fallback={null}>
        <AlertsControls {...props} />
      </Suspense>
    </ClientOnly>
  );
}
