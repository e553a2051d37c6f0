'use client';

import { lazy } from 'react';
import { RouteFinder } from '@/components/layout/header/route-finder';
import type { RouteSuggestion } from '@/components/layout/header/route-finder-panel';
import type { RouteSearchEntry } from '@/components/layout/header/route-search';
import type { AlgoliaPublicSettings } from '../api/search-client';

// react-instantsearch and the search client stay out of the first-load JS: the route finder loads this
// chunk when the browser is idle, on pointer-over or focus of its button, or when it opens.
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
      renderPanel={(props) => <InstantSearchPanel {...props} algolia={algolia} />}
    />
  );
}
