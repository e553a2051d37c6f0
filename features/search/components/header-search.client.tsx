'use client';

import { RouteFinder, PageTitlesPanel } from '@/components/layout/header/route-finder.client';
import type { RouteSuggestion } from '@/components/layout/header/route-finder-panel.client';
import type { RouteSearchSource } from '@/components/layout/header/route-search';
import { lazyWithFallback } from '@/components/lazy/lazy-with-fallback.client';
import type { AlgoliaPublicSettings } from '../api/search-client';
import type { InstantSearchPanelProps } from './instant-search-panel.client';

// react-instantsearch and the search client (≈57 kB gzip, and ≈30 ms of main-thread work to mount) stay
// out of the first-load JS and out of visits that never search: the route finder loads this chunk on
// pointer-over or focus of its button, on its keyboard shortcut, or when it opens, not when idle.
// Offline (or on a failing network) that chunk may not arrive: the page-titles panel takes its place
// (and closes again if even its code is missing), rather than React's error page.
const InstantSearchPanel = lazyWithFallback<InstantSearchPanelProps>(
  () => import('./instant-search-panel.client'),
  PageTitlesPanel,
);

/** The header's search button and its InstantSearch dialog. */
export function HeaderSearchIsland({
  source,
  suggestions,
  algolia,
}: {
  source: RouteSearchSource;
  suggestions?: RouteSuggestion[];
  algolia?: AlgoliaPublicSettings;
}) {
  return (
    <RouteFinder
      source={source}
      suggestions={suggestions}
      // Only the small fallback panel is fetched when idle, so it is there (and in the offline cache)
      // should the connection drop before the visitor searches.
      preloadWhenIdle={PageTitlesPanel.preload}
      renderPanel={(props) => <InstantSearchPanel {...props} algolia={algolia} />}
    />
  );
}
