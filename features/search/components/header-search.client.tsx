'use client';

import { lazy, useEffect, type ComponentType } from 'react';
import { RouteFinder } from '@/components/layout/header/route-finder';
import type { RouteFinderPanelProps, RouteSuggestion } from '@/components/layout/header/route-finder-panel';
import type { RouteSearchEntry } from '@/components/layout/header/route-search';
import { recoverFromFailedImport } from '@/components/providers/chunk-reload';
import { whenIdleAfterLoad } from '@/lib/browser/when-idle';
import type { AlgoliaPublicSettings } from '../api/search-client';
import type { InstantSearchPanelProps } from './instant-search-panel.client';

/** The route finder's own panel: the menu's page titles, a few kB (what the overlay shows when the index fails). */
const loadPageTitlesPanel = () => import('@/components/layout/header/route-finder-panel');

/** Last resort when no panel code can be fetched (offline, never loaded before): close again, no error page. */
function NoPanel({ onClose }: RouteFinderPanelProps) {
  useEffect(() => onClose(), [onClose]);
  return null;
}

// react-instantsearch and the search client (≈57 kB gzip, and ≈30 ms of main-thread work to mount) stay
// out of the first-load JS and out of visits that never search: the route finder loads this chunk on
// pointer-over or focus of its button, on its keyboard shortcut, or when it opens, not when idle.
// Offline (or on a failing network) that chunk may not arrive: the page-titles panel takes its place,
// rather than React's error page.
const InstantSearchPanel = lazy<ComponentType<InstantSearchPanelProps>>(() =>
  import('./instant-search-panel.client').catch((error: unknown) => {
    // Online, a failed import means a replaced build: reload (throttled) as the chunk guard would.
    recoverFromFailedImport(error);
    return loadPageTitlesPanel().catch(() => ({ default: NoPanel }));
  }),
);

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
  // The small fallback panel is fetched when the browser is idle, so it is there (and in the offline
  // cache) should the connection drop before the visitor searches.
  useEffect(() => whenIdleAfterLoad(() => void loadPageTitlesPanel().catch(() => undefined)), []);
  return (
    <RouteFinder
      entries={entries}
      suggestions={suggestions}
      preloadWhenIdle={false}
      renderPanel={(props) => <InstantSearchPanel {...props} algolia={algolia} />}
    />
  );
}
