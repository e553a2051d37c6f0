import { establishmentQuerySchema, type EstablishmentFilters } from './schemas';

/*
 * The list pages read their filters from the URL leniently: a bad value is dropped (and reported,
 * so the page can say so) instead of failing the page. The API is strict (400).
 */

export const FILTER_FIELDS = ['name', 'category', 'subcategory', 'product', 'terminal', 'area', 'openNow'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

export type SearchParams = Record<string, string | string[] | undefined>;

export interface ListQuery {
  filters: EstablishmentFilters;
  page: number;
  /** Fields whose value was not valid and was ignored. */
  ignored: FilterField[];
}

function first(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v === undefined || v.trim() === '' ? undefined : v;
}

export function parseListQuery(params: SearchParams, allowed: readonly FilterField[] = FILTER_FIELDS): ListQuery {
  const shape = establishmentQuerySchema.shape;
  const filters: Record<string, unknown> = {};
  const ignored: FilterField[] = [];
  for (const field of allowed) {
    const raw = first(params[field]);
    if (raw === undefined) continue;
    const parsed = shape[field].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filters[field] = parsed.data;
    else ignored.push(field);
  }
  const page = shape.page.safeParse(first(params.page) ?? '1');
  return { filters: filters as EstablishmentFilters, page: page.success ? page.data : 1, ignored };
}

/** The filters as query-string values (for links that keep them). */
export function filterParams(filters: EstablishmentFilters): Record<string, string | undefined> {
  return {
    name: filters.name,
    category: filters.category,
    subcategory: filters.subcategory,
    product: filters.product,
    terminal: filters.terminal,
    area: filters.area,
    openNow: filters.openNow === undefined ? undefined : String(filters.openNow),
  };
}
