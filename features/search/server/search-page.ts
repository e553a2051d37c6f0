import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import { MAX_QUERY_LENGTH, type SearchResult } from '../schemas';
import { searchSite } from './search-service';
import { logger } from '@/lib/server/log';
import { pageKey } from '@/lib/i18n/keys';

const log = logger('search');

/** Pages offered when a search finds nothing (SPEC: 'Sin Resultados' with suggestions). */
const SUGGESTED_PATHS = [
  '/vuelos/salidas',
  '/servicios/instrucciones-equipaje',
  '/servicios/mascotas',
  '/faq',
  '/contacto',
];

export interface SearchPageModel {
  query: string;
  /** Null when the index could not be read (the page shows a notice, never an error page). */
  result: SearchResult | null;
  suggestions: { href: string; title: string }[];
}

function firstValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** `?q=` and `?page=` (1-based in the URL, 0-based in the index), tolerant of anything. */
export function readSearchParams(params: Record<string, string | string[] | undefined>): {
  query: string;
  page: number;
} {
  const query = firstValue(params.q).trim().slice(0, MAX_QUERY_LENGTH);
  const page = Number.parseInt(firstValue(params.page), 10);
  return { query, page: Number.isFinite(page) && page >= 1 && page <= 1000 ? page - 1 : 0 };
}

/** The pages offered when nothing is found, with their titles in the locale (/buscar and the header overlay). */
export async function searchSuggestions(locale: Locale): Promise<{ href: string; title: string }[]> {
  const t = await getTranslations({ locale, namespace: 'pages' });
  return SUGGESTED_PATHS.map((href) => ({ href, title: t(`${pageKey(href.slice(1).replaceAll('/', '.'))}.title`) }));
}

export async function getSearchPage(locale: Locale, query: string, page: number): Promise<SearchPageModel> {
  const suggestions = await searchSuggestions(locale);
  if (!query) return { query, result: null, suggestions };
  try {
    return { query, result: await searchSite(locale, query, page), suggestions };
  } catch (error) {
    // Never the query: it is what the visitor typed.
    log.warn({ err: error }, 'results page without index');
    return { query, result: null, suggestions };
  }
}

export async function searchPageMetadata(locale: Locale): Promise<Metadata> {
  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: 'pages.buscar' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  return pageMetadata({
    locale,
    path: '/buscar',
    title: t('title'),
    description: t('description'),
    siteName: common('siteName'),
    noIndex: true,
  });
}
