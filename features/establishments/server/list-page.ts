import 'server-only';
import { now } from '@/lib/clock';
import type { Locale } from '../directory';
import { parseListQuery, type FilterField, type ListQuery, type SearchParams } from '../list-query';
import { loadBothPageSizes } from '@/lib/list-page-size';
import type { EstablishmentList, ListPage } from '../schemas';
import { listEstablishments, listFilterOptions, type ListFilterOptions } from './establishments-service';

/** The filters each list offers (SPEC §3 establishment filters, where they make sense). */
export const LIST_FILTERS: Record<ListPage, readonly FilterField[]> = {
  restaurantes: ['name', 'category', 'subcategory', 'product', 'terminal', 'area', 'openNow'],
  tiendas: ['name', 'category', 'subcategory', 'product', 'terminal', 'area', 'openNow'],
  'salas-vip': ['name', 'category', 'terminal', 'openNow'],
  'cajeros-electronicos': ['category', 'terminal', 'area'],
  'renta-de-vehiculos': ['name', 'openNow'],
  aerolineas: ['name', 'category', 'terminal'],
  'entidades-aeroportuarias': ['name', 'category'],
};

export interface DirectoryListModel {
  businessType: ListPage | null;
  query: ListQuery;
  fields: readonly FilterField[];
  options: ListFilterOptions | null;
  /** SPEC §9: 5 per page from 576 px, 10 below. Both are rendered; CSS shows the one that fits. */
  wide: EstablishmentList;
  narrow: EstablishmentList;
}

/** Everything a list page renders, from its URL. */
export async function getDirectoryList(
  businessType: ListPage | null,
  searchParams: SearchParams,
  locale: Locale,
): Promise<DirectoryListModel> {
  const fields = businessType ? LIST_FILTERS[businessType] : (['name', 'terminal', 'area', 'openNow'] as const);
  const query = parseListQuery(searchParams, fields);
  const at = now();
  const base = { ...query.filters, businessType: businessType ?? undefined, page: query.page, locale };
  const [{ wide, narrow }, options] = await Promise.all([
    loadBothPageSizes((pageSize) => listEstablishments({ ...base, pageSize }, at)),
    businessType ? listFilterOptions(businessType, locale) : Promise.resolve(null),
  ]);
  return { businessType, query, fields, options, wide, narrow };
}
