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

/**
 * Focuses the first heading that appears inside a container (a step whose code loads late, such as the sign-in or
 * the confirmation after a vehicle is chosen), scrolling it into view, but only while focus is still where the
 * visitor left it (`from`, or nowhere): what they did meanwhile is never taken from them. Returns the cancel.
 */
export function focusHeadingWhenShown(container: HTMLElement, from: Element | null): () => void {
  const take = () => {
    const heading = container.querySelector<HTMLElement>('h2, h3');
    if (!heading) return false;
    const active = document.activeElement;
    if (active === from || active === document.body || active === null) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      heading.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    }
    return true;
  };
  if (take()) return () => {};
  const observer = new MutationObserver(() => {
    if (take()) observer.disconnect();
  });
  observer.observe(container, { childList: true, subtree: true });
  return () => observer.disconnect();
}
