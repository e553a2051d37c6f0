'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from '@/lib/i18n/use-pathname';

/**
 * Scroll behaviour on navigation (SPEC §2 "Scroll goes to the top on route change unless the route
 * opts out. Hash targets are scrolled to."):
 * - a URL with a hash scrolls to its target (also after a client navigation and on first load when
 *   the target renders late);
 * - otherwise the page starts at the top, unless the page opts out with a `data-scroll-preserve`
 *   element (e.g. tabs that swap content under the same header) or both paths are tabs of the same
 *   group below.
 */
export const SCROLL_PRESERVE_GROUPS: readonly (readonly string[])[] = [
  ['/servicios/taxis', '/servicios/taxis/bookings', '/servicios/taxis/reservas', '/servicios/taxis/verify-plate'],
  [
    '/informacion-en-tiempo-real',
    '/informacion-en-tiempo-real/parqueaderos',
    '/informacion-en-tiempo-real/tiempo-en-filas',
    '/informacion-en-tiempo-real/distancias',
  ],
  ['/vuelos', '/vuelos/salidas', '/vuelos/llegadas', '/vuelos/carga'],
];

export function shouldPreserveScroll(from: string | null, to: string): boolean {
  if (from === null) return false;
  if (from === to) return true;
  return SCROLL_PRESERVE_GROUPS.some((group) => group.includes(from) && group.includes(to));
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function hashTarget(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return null;
  return document.getElementById(id) ?? document.querySelector<HTMLElement>(`[name="${CSS.escape(id)}"]`);
}

/** Scrolls to the hash target, waiting up to ~1 s for it to render. Returns a cancel function. */
function scrollToHash(hash: string): () => void {
  let frame = 0;
  let tries = 0;
  const attempt = () => {
    const target = hashTarget(hash);
    if (target) {
      target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      return;
    }
    if (tries++ < 60) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

export function ScrollManager() {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    const { hash } = window.location;
    if (hash.length > 1) return scrollToHash(hash);
    if (from === null) return; // first load: the browser restores or starts at the top itself
    if (shouldPreserveScroll(from, pathname) || document.querySelector('[data-scroll-preserve]')) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  useEffect(() => {
    const onHashChange = () => {
      if (window.location.hash.length > 1) scrollToHash(window.location.hash);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  return null;
}
