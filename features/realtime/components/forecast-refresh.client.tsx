'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Renders the server's forecast again every `everyMs` while the page is visible, so a page left open (the
 * /tiempo-en-fila display screen stays up all day) moves its "now" mark and never keeps advising a window
 * that has passed. A refresh is an RSC request: the page cache never answers it.
 */
export function ForecastRefresh({ everyMs }: { everyMs: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') router.refresh();
    }, everyMs);
    return () => window.clearInterval(timer);
  }, [router, everyMs]);
  return null;
}
