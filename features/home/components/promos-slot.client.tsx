'use client';

import { Suspense } from 'react';
import { lazyWithFallback } from '@/components/lazy/lazy-with-fallback.client';
import type { PromoItem } from '../promo';

type PromosProps = { promos: PromoItem[]; labels: { close: string; more: string } };

// The promos' code (banner, dialog) is fetched only by a page that has one to show.
const HomePromos = lazyWithFallback<PromosProps>(() =>
  import('./home-promos.client').then((module) => ({ default: module.HomePromos })),
);

/** Where an internal page shows the configured banner (SPEC §2: it loads when the browser is idle). */
export function PromosSlot(props: PromosProps) {
  return (
    <Suspense fallback={null}>
      <HomePromos {...props} />
    </Suspense>
  );
}
