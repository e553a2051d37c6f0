/** What the header's route finder searches: a page title, its link and the menu category it sits in. */
export interface RouteSearchEntry {
  href: string;
  title: string;
  /** The hamburger category label, shown under the title. */
  group?: string;
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
