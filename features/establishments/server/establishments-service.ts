import 'server-only';
import { now } from '@/lib/clock';
import { getDb } from '@/lib/server/db';
import { createStaleCache } from '@/lib/server/cache/stale-cache';
import { matchesFilters, paginate, sortEntries, toItem, type DirectoryEntry, type Locale } from '../directory';
import type {
  BusinessTypeSlug,
  EstablishmentFilters,
  EstablishmentItem,
  EstablishmentList,
  EstablishmentQuery,
} from '../schemas';
import { bogotaMoment, isOpenAt } from '../schedule';
import { readDirectory } from './repository';

/** The directory changes rarely: read once a minute, and keep serving it if the database fails. */
const directory = createStaleCache<DirectoryEntry[]>({
  name: 'establishments',
  load: async () => sortEntries(await readDirectory(getDb())),
  ttlMs: 60_000,
});

export function loadDirectory(): Promise<DirectoryEntry[]> {
  return directory.get();
}

export type ListInput = EstablishmentFilters & Pick<EstablishmentQuery, 'page' | 'pageSize' | 'locale'>;

export async function listEstablishments(query: ListInput, at: Date = now()): Promise<EstablishmentList> {
  const { page, pageSize, locale, ...filters } = query;
  const matching = (await loadDirectory()).filter((entry) => matchesFilters(entry, filters, at));
  return {
    items: paginate(matching, page, pageSize).map((entry) => toItem(entry, locale, at)),
    total: matching.length,
    page,
    pageSize,
  };
}

/** By numeric id or slug. */
export async function findEstablishment(idOrSlug: string): Promise<DirectoryEntry | undefined> {
  const entries = await loadDirectory();
  const id = /^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : undefined;
  return entries.find((entry) => (id !== undefined ? entry.id === id : entry.slug === idOrSlug));
}

export async function getEstablishmentItem(
  idOrSlug: string,
  locale: Locale,
  at: Date = now(),
): Promise<EstablishmentItem | undefined> {
  const entry = await findEstablishment(idOrSlug);
  return entry ? toItem(entry, locale, at) : undefined;
}

export interface FilterOption {
  value: string;
  label: string;
}

export interface ListFilterOptions {
  categories: FilterOption[];
  subcategories: string[];
  products: FilterOption[];
  terminals: string[];
  areas: string[];
}

/** The filter choices that make sense for one list: only values some of its places have. */
export async function listFilterOptions(businessType: BusinessTypeSlug, locale: Locale): Promise<ListFilterOptions> {
  const entries = (await loadDirectory()).filter((entry) => entry.businessType === businessType);
  const categories = new Map<string, string>();
  const products = new Map<string, string>();
  for (const entry of entries) {
    if (entry.category && entry.categoryName) categories.set(entry.category, entry.categoryName[locale]);
    entry.products.forEach((p, i) => products.set(p, entry.productNames[i]?.[locale] ?? p));
  }
  const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label, locale);
  const distinct = <T>(values: T[]) => [...new Set(values)];
  return {
    categories: [...categories].map(([value, label]) => ({ value, label })).sort(byLabel),
    subcategories: distinct(entries.flatMap((e) => (e.subcategory ? [e.subcategory] : []))).sort(),
    products: [...products].map(([value, label]) => ({ value, label })).sort(byLabel),
    terminals: distinct(entries.map((e) => e.terminal)).sort(),
    areas: distinct(entries.map((e) => e.area)).sort(),
  };
}

/** Every place of one business type, localised (the exchange houses of /prepara-tu-viaje/divisas). */
export async function establishmentsOfType(
  businessType: BusinessTypeSlug,
  locale: Locale,
  at: Date = now(),
): Promise<EstablishmentItem[]> {
  return (await loadDirectory()).filter((e) => e.businessType === businessType).map((e) => toItem(e, locale, at));
}

export interface ListSummary {
  businessType: BusinessTypeSlug;
  total: number;
  openNow: number;
}

/** How many places each list has, and how many are open now (the /establecimientos cards). */
export async function directorySummary(lists: readonly BusinessTypeSlug[], at: Date = now()): Promise<ListSummary[]> {
  const entries = await loadDirectory();
  const moment = bogotaMoment(at);
  return lists.map((businessType) => {
    const places = entries.filter((e) => e.businessType === businessType);
    return { businessType, total: places.length, openNow: places.filter((e) => isOpenAt(e.schedule, moment)).length };
  });
}
