'use client';

import { useCallback, useEffect, useState } from 'react';
import { whenIdleAfterLoad } from '@/lib/browser/when-idle';

/**
 * What a lazy dialog fetches when the browser is idle after load: the panel itself (true), nothing
 * (false), or something lighter (a function), e.g. a heavy panel's small offline fallback.
 */
export type IdlePreload = boolean | (() => void);

/**
 * State of a dialog whose code is a lazy chunk (the header's search and menu): only its trigger is in
 * the first-load JS. The panel mounts once `loaded` is true — on the first sign of intent (`preload`:
 * pointer over or focus on the trigger), when it opens, and, with `preloadWhenIdle` true (the default),
 * when the browser is idle after load. A heavy panel passes false or a lighter preload instead, so a
 * visit that never opens it neither downloads nor runs its code. `session` changes on every opening, so
 * a panel keyed by it starts fresh each time.
 */
export function useLazyDialog({ preloadWhenIdle = true }: { preloadWhenIdle?: IdlePreload } = {}) {
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState(0);

  useEffect(() => {
    if (loaded || !preloadWhenIdle) return undefined;
    return whenIdleAfterLoad(preloadWhenIdle === true ? () => setLoaded(true) : preloadWhenIdle);
  }, [loaded, preloadWhenIdle]);

  const preload = useCallback(() => setLoaded(true), []);
  const show = useCallback(() => {
    setLoaded(true);
    setSession((n) => n + 1);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  return { loaded, open, session, preload, show, close };
}
