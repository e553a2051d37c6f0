'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Clock-dependent text (a board opened on the next flights, the home page's next departures) must still be true when
 * a visitor comes back to a tab that slept: when the page is shown again (the tab made visible, or the page restored
 * from the back-forward cache) and its render is older than `maxAgeMs`, the server renders it again
 * (`router.refresh()`: client state, typed text and the scroll position are kept). Age is counted on the
 * application's clock (`clockOffsetMs`), as the render's instant was. Renders nothing.
 */
export function RefreshWhenStale({
  renderedAtMs,
  clockOffsetMs,
  maxAgeMs,
}: {
  renderedAtMs: number;
  clockOffsetMs: number;
  maxAgeMs: number;
}) {
  const router = useRouter();
  useEffect(() => {
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      if (Date.now() + clockOffsetMs - renderedAtMs > maxAgeMs) router.refresh();
    };
    document.addEventListener('visibilitychange', check);
    window.addEventListener('pageshow', check);
    return () => {
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('pageshow', check);
    };
  }, [router, renderedAtMs, clockOffsetMs, maxAgeMs]);
  return null;
}
