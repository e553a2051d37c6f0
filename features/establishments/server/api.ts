import 'server-only';
import { badRequest } from '@/lib/http/errors';
import { parseSearchParams } from '@/lib/http/handler';
import { establishmentQuerySchema, type EstablishmentQuery } from '../schemas';
import { loadDirectory } from './establishments-service';

/** The directory changes rarely, but `openNow` follows the clock: one minute of cache. */
export const DIRECTORY_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=60';

/** Query-string parameters with an empty value (`?category=`, as a GET form sends them) are absent. */
export function withoutEmptyParams(params: URLSearchParams): URLSearchParams {
  return new URLSearchParams([...params].filter(([, value]) => value.trim() !== ''));
}

/**
 * The list query of the API: zod checks the shape, then category and product must be keywords the
 * directory knows, so a typo answers 400 naming the field instead of an empty list.
 */
export async function parseEstablishmentQuery(url: URL): Promise<EstablishmentQuery> {
  const query = parseSearchParams(withoutEmptyParams(url.searchParams), establishmentQuerySchema);
  const entries = await loadDirectory();
  if (query.category && !entries.some((e) => e.category === query.category)) {
    throw badRequest(
      `Unknown category '${query.category}'.`,
      { category: 'Unknown category keyword' },
      'validation_error',
    );
  }
  if (query.product && !entries.some((e) => e.products.includes(query.product as string))) {
    throw badRequest(`Unknown product '${query.product}'.`, { product: 'Unknown product keyword' }, 'validation_error');
  }
  return query;
}
