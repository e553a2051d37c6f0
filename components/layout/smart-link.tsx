'use client';

import type { ComponentProps } from 'react';
import { prefetchProp, usePrefetchAllowed } from '@/components/providers/prefetch-policy';
import { Link } from '@/lib/i18n/navigation';

/**
 * The locale-aware Link with the site's prefetch policy (no prefetch offline, on 2g or with data
 * saver; see components/providers/prefetch-policy.ts). An explicit `prefetch` prop wins.
 */
export function SmartLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const allowed = usePrefetchAllowed();
  return <Link prefetch={prefetch ?? prefetchProp(allowed)} {...props} />;
}
