import type { Viewport } from 'next';
import type { ReactNode } from 'react';
import { Chrome } from '../chrome';
import { TaxiLayout } from '@/features/taxi/components/taxi-layout';

/** SPEC §9: the taxi pages open at a 0.7 viewport scale. */
export const viewport: Viewport = { width: 'device-width', initialScale: 0.7 };

export default function TaxiGroupLayout({ children }: { children: ReactNode }) {
  return (
    <Chrome>
      <TaxiLayout>{children}</TaxiLayout>
    </Chrome>
  );
}
