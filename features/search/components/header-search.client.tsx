'use client';

import { lazy } from 'react';
import { RouteFinder } from '@/components/layout/header/route-finder';
import type { RouteSuggestion } from '@/components/layout/header/route-finder-panel';
import type { RouteSearchEntry } from '@/components/layout/header/route-search';
import type { AlgoliaPublicSettings } from '../api/search-client';

// react-instantsearch and the search client (≈57 kB gzip, and ≈30 ms of main-thread work to mount) stay
// out of the first-load JS and out of visits that never search: the route finder loads this chunk on
// pointer-over or focus of its button, on its keyboard shortcut, or when it opens, not when idle.
const InstantSearchPanel = lazy(() => import('./instant-search-panel.client'));

/** The header's search button and its InstantSearch dialog (issue 9). */
export function HeaderSearchIsland({
  entries,
  suggestions,
  algolia,
}: {
  entries: RouteSearchEntry[];
  suggestions?: RouteSuggestion[];
  algolia?: AlgoliaPublicSettings;
}) {
  return (
    <RouteFinder
      entries={entries}
      suggestions={suggestions}
      preloadWhenIdle={false}
      renderPanel={(props) => <InstantSearchPanel {...props} algolia={algolia} />}
    />
  );
}
