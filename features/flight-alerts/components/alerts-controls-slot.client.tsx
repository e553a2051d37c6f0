'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { AlertsControlsProps } from './alerts-controls.client';

const AlertsControls = lazy(() => import('./alerts-controls.client'));
const subscribeNothing = () => () => {};

/** Mounts the alert controls on the client only (they depend on the browser: push support, storage). */
export function AlertsControlsSlot(props: AlertsControlsProps) {
  const onClient = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  return onClient ? (
    <Suspense fallback={null}>
      <AlertsControls {...props} />
    </Suspense>
  ) : null;
}
