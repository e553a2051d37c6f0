'use client';

import { lazy, Suspense } from 'react';
import { ClientOnly } from '@/components/client-only/client-only';
import type { AlertsControlsProps } from './alerts-controls.client';

const AlertsControls = lazy(() => import('./alerts-controls.client'));

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
