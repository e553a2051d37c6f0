'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** How often a page kept open (`whileOpen`) checks its age. */
const OPEN_CHECK_MS = 60_000;

/**
 * Clock-dependent text (a board opened on the next flights, the home page's next departures) must still be true when
 * a visitor comes back to a tab that slept: when the page is shown again (the tab made visible, or the page restored
 * from the back-forward cache) and its render is older than `maxAgeMs`, the server renders it again
 * (`router.refresh()`: client state, typed text and the scroll position are kept). Age is counted on the
 * application's clock (`clockOffsetMs`), as the render's instant was. `whileOpen` also checks every minute while the
 * page is visible, for a page left open all day (the queue forecast on the display screen: its "now" mark moves and
 * it never keeps advising a window that has passed). A refresh is an RSC request: the page cache never answers it.
 * Renders nothing.
 */
export function RefreshWhenStale({
  renderedAtMs,
  clockOffsetMs,
  maxAgeMs,
  whileOpen = false,
}: {
  renderedAtMs: number;
  clockOffsetMs: number;
  maxAgeMs: number;
  whileOpen?: boolean;
}) {
  const router = useRouter();
  useEffect(() => {
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      if (Date.now() + clockOffsetMs - renderedAtMs > maxAgeMs) router.refresh();
    };
    document.addEventListener('visibilitychange', check);
    window.addEventListener('pageshow', check);
    const timer = whileOpen ? window.setInterval(check, Math.min(maxAgeMs, OPEN_CHECK_MS)) : undefined;
    return () => {
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('pageshow', check);
      window.clearInterval(timer);
    };
  }, [router, renderedAtMs, clockOffsetMs, maxAgeMs, whileOpen]);
  return null;
}
