'use client';

import { useState, type ComponentProps } from 'react';
import { prefetchProp, usePrefetchAllowed } from '@/components/providers/prefetch-policy';
import { Link as LocaleLink } from '@/lib/i18n/navigation';

/**
 * The site's link: next-intl's locale-aware Link with the site's prefetch policy. The route is
 * prefetched once the visitor shows intent (pointer over, touch, keyboard focus), never merely
 * because the link is in view, and never offline, on 2g or with data saver
 * (components/providers/prefetch-policy.ts). An explicit `prefetch` prop wins. ESLint keeps every
 * other module from importing next-intl's Link directly.
 */
export function Link({ prefetch, onPointerEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof LocaleLink>) {
  const allowed = usePrefetchAllowed();
  const [intent, setIntent] = useState(false);
  return (
    <LocaleLink
      prefetch={prefetch ?? prefetchProp(allowed, intent)}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      {...props}
    />
  );
}
