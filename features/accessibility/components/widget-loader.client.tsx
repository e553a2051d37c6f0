'use client';

import { usePathname } from 'next/navigation';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithFallback } from '@/components/lazy/lazy-with-fallback.client';
import { shouldLoadWidget, WIDGET_DELAY_MS, OPEN_TRIGGER_SELECTOR } from '../loading';

const Widget = lazyWithFallback(() => import('./widget.client'));

/**
 * Loads the accessibility widget (a lazy chunk) 1 s after the page's load event, never on /dora and
 * /dora-traductora (SPEC §2). A click on the header's accessibility button before then loads it at
 * once and opens the dialog; without JavaScript that button is a link to the accessibility statement.
 */
export function AccessibilityWidgetLoader() {
  const pathname = usePathname();
  const allowed = shouldLoadWidget(pathname);
  const [ready, setReady] = useState(false);
  const [openRequest, setOpenRequest] = useState(0);

  useEffect(() => {
    if (!allowed || ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => setReady(true), WIDGET_DELAY_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (timer) clearTimeout(timer);
    };
  }, [allowed, ready]);

  useEffect(() => {
    if (!allowed) return;
    const onClick = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest?.(OPEN_TRIGGER_SELECTOR);
      if (!trigger || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      event.preventDefault();
      event.stopPropagation();
      setReady(true);
      setOpenRequest((n) => n + 1);
    };
    // Capture phase: runs before the link's own client-side navigation.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [allowed]);

  if (!allowed || !ready) return null;
  return (
    <Suspense fallback={null}>
      <Widget openRequest={openRequest} />
    </Suspense>
  );
}
