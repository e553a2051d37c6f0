import type { MenuCategoryView } from './hamburger-menu.client';

/** What the header's route finder searches: a page title, its link and the menu category it sits in. */
export interface RouteSearchEntry {
  href: string;
  title: string;
  /** The hamburger category label, shown under the title. */
  group?: string;
}

/**
 * What the server sends for the route finder: the menu's categories (the very object the hamburger menu
 * gets, so the page's RSC payload carries it once) and the pages only the footer links to. The browser
 * derives the entries from it (`routeSearchEntries`).
 */
export interface RouteSearchSource {
  categories: MenuCategoryView[];
  extra: RouteSearchEntry[];
}

/** The menu's pages (each category's landing, then its children, under the category's label), then the others; each page once. */
export function routeSearchEntries({ categories, extra }: RouteSearchSource): RouteSearchEntry[] {
  const seen = new Set<string>();
  const entries: RouteSearchEntry[] = [];
  const add = (entry: RouteSearchEntry) => {
    if (seen.has(entry.href)) return;
    seen.add(entry.href);
    entries.push(entry);
  };
  for (const category of categories)
    for (const link of [category.landing, ...category.children])
      add({ href: link.href, title: link.label, group: category.label });
  extra.forEach(add);
  return entries;
}

/** Hits per search (SPEC §9: search hits per page 5). */
export const ROUTE_SEARCH_LIMIT = 5;

/** Lower case, accents and punctuation removed: 'Migración' and 'migracion' match. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim();
}

/**
 * Entries whose title holds every word of the query (accent-insensitive), best first: titles that
 * start with the query, then titles with a word starting with it, then the rest; ties keep menu
 * order. Entries matching only through their group or their Spanish slug come last.
 */
export function searchRoutes(
  entries: readonly RouteSearchEntry[],
  query: string,
  limit = ROUTE_SEARCH_LIMIT,
): RouteSearchEntry[] {
  const q = normalizeForSearch(query);
  if (!q) return [];
  const words = q.split(' ');
  const scored: { entry: RouteSearchEntry; score: number; index: number }[] = [];
  entries.forEach((entry, index) => {
    const title = normalizeForSearch(entry.title);
    // The Spanish slug also matches (a weaker hit): "migracion" finds the French "Migration…" page.
    const slug = normalizeForSearch(entry.href.split('/').filter(Boolean).pop() ?? '');
    const haystack = `${title} ${normalizeForSearch(entry.group ?? '')} ${slug}`;
    if (!words.every((w) => haystack.includes(w))) return;
    const inTitle = words.every((w) => title.includes(w));
    const score = !inTitle ? 3 : title.startsWith(q) ? 0 : ` ${title}`.includes(` ${words[0]}`) ? 1 : 2;
    scored.push({ entry, score, index });
  });
  return scored
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .slice(0, limit)
    .map((s) => s.entry);
}
