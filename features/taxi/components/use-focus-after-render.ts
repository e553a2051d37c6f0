'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

type Target = () => HTMLElement | null | undefined;

/**
 * Focus management for content that appears with a state change (the vehicle list, the code
 * field, a result, the first invalid field): `focusAfterRender(() => el)` focuses the element once
 * the render holding the state updates of the same event has been committed.
 */
export function useFocusAfterRender(): (target: Target) => void {
  const pending = useRef<Target | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    const target = pending.current;
    pending.current = null;
    target?.()?.focus();
  }, [request]);
  return useCallback((target: Target) => {
    pending.current = target;
    setRequest((n) => n + 1);
  }, []);
}
