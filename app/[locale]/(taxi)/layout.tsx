import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';
import { TaxiLayout } from '@/features/taxi/components/taxi-layout';

export default function TaxiGroupLayout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome>
      <TaxiLayout>{children}</TaxiLayout>
    </SiteChrome>
  );
}
