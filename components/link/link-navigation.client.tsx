'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { internalNavigationTarget, siteUrlOf } from '@/components/layout/navigation-progress-controller';
import { shouldPrefetch } from '@/components/providers/prefetch-policy';
import { useNetworkStore } from '@/components/providers/network-status.client';
import { LINK_ATTRIBUTE, NO_PREFETCH, NO_SCROLL } from './link';

type Router = Pick<ReturnType<typeof useRouter>, 'push' | 'prefetch'>;

/**
 * The path to push for a click on a site link (`Link`), as next/link would: another page, or this page again (a
 * fresh render, not a reload); null for any other click, and for a link to an anchor of this page, which the
 * browser scrolls to itself.
 */
export function linkNavigationPath(
  event: Parameters<typeof internalNavigationTarget>[0],
  location: Parameters<typeof internalNavigationTarget>[1],
): { path: string; scroll: boolean } | null {
  const target = internalNavigationTarget(event, location);
  if (!target || !target.anchor.hasAttribute(LINK_ATTRIBUTE)) return null;
  if (target.samePage && target.url.hash) return null;
  const scroll = !hasOption(target.anchor, NO_SCROLL);
  return { path: target.url.pathname + target.url.search + target.url.hash, scroll };
}

function hasOption(anchor: Element, option: string): boolean {
  return (anchor.getAttribute(LINK_ATTRIBUTE) ?? '').split(' ').includes(option);
}

/** The route a site link under the pointer or focus may prefetch; null when it may not (or is no site link). */
export function linkPrefetchPath(
  target: EventTarget | null,
  location: Pick<Location, 'origin' | 'pathname' | 'search'>,
): string | null {
  const anchor = target instanceof Element ? target.closest(`a[${LINK_ATTRIBUTE}]`) : null;
  if (!(anchor instanceof HTMLAnchorElement) || hasOption(anchor, NO_PREFETCH)) return null;
  const site = siteUrlOf(anchor, location);
  return site && !site.samePage ? site.url.pathname + site.url.search : null;
}

/**
 * Listens on the document for what next/link did for each link: a click on a site link navigates without
 * reloading the page (after the page's own click handlers, which may cancel it), and pointer over, touch or
 * keyboard focus prefetches its route (SPEC §2: never offline, on 2g or with data saver; components/providers/
 * prefetch-policy.ts). Each route is prefetched once while the document lives (the router keeps what it fetched).
 * Until this has hydrated, a click is an ordinary page load: nothing is lost.
 */
export function LinkNavigation({ router: given }: { router?: Router }) {
  const nextRouter = useRouter();
  const router = given ?? nextRouter;
  const network = useNetworkStore();

  useEffect(() => {
    const prefetched = new Set<string>();
    const onClick = (event: MouseEvent) => {
      const navigation = linkNavigationPath(event, window.location);
      if (navigation === null) return;
      event.preventDefault();
      router.push(navigation.path, { scroll: navigation.scroll });
    };
    const onIntent = (event: Event) => {
      const path = linkPrefetchPath(event.target, window.location);
      if (path === null || prefetched.has(path) || !shouldPrefetch(network.getState())) return;
      prefetched.add(path);
      router.prefetch(path);
    };
    const intents = ['pointerover', 'touchstart', 'focusin'] as const;
    document.addEventListener('click', onClick);
    for (const type of intents) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      for (const type of intents) document.removeEventListener(type, onIntent);
    };
  }, [router, network]);

  return null;
}
