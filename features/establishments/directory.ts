import type { BUSINESS_TYPE_SLUGS } from './schemas';
import {
  AREAS,
  SUBCATEGORIES,
  TERMINALS,
  type BusinessTypeSlug,
  type EstablishmentFilters,
  type EstablishmentItem,
  type SchedulePeriod,
} from './schemas';
import { bogotaMoment, hoursOn, isOpenAllDay, isOpenAt } from './schedule';

/*
 * The directory as the feature sees it (one entry per establishment, texts in every locale) and the
 * pure rules on it: filtering, pagination and the localised API item. No I/O here.
 */

export type Locale = 'es' | 'en' | 'fr' | 'pt';
export type Localized = Record<Locale, string>;

export interface DirectoryEntry {
  id: number;
  slug: string;
  name: string;
  businessType: BusinessTypeSlug;
  businessTypeName: Localized;
  category: string | null;
  categoryName: Localized | null;
  subcategory: (typeof SUBCATEGORIES)[number] | null;
  products: string[];
  productNames: Localized[];
  area: (typeof AREAS)[number];
  terminal: (typeof TERMINALS)[number];
  floor: number;
  zone: string;
  nearGate: string | null;
  counters: string | null;
  schedule: SchedulePeriod[];
  phone: string | null;
  email: string | null;
  website: string | null;
  airlineCode: string | null;
  description: Localized;
  logo: { text: string; color: string };
  mapPoi: { terminal: (typeof TERMINALS)[number]; floor: number; x: number; y: number };
}

export type BusinessKind = (typeof BUSINESS_TYPE_SLUGS)[BusinessTypeSlug];

/** Lower case without accents, for name matching ("cafe" finds "Café"). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

export function matchesFilters(entry: DirectoryEntry, filters: EstablishmentFilters, at: Date): boolean {
  if (filters.businessType && entry.businessType !== filters.businessType) return false;
  if (filters.area && entry.area !== filters.area) return false;
  if (filters.terminal && entry.terminal !== filters.terminal) return false;
  if (filters.category && entry.category !== filters.category) return false;
  if (filters.subcategory && entry.subcategory !== filters.subcategory) return false;
  if (filters.product && !entry.products.includes(filters.product)) return false;
  if (filters.name && !fold(entry.name).includes(fold(filters.name))) return false;
  if (filters.openNow !== undefined && isOpenAt(entry.schedule, bogotaMoment(at)) !== filters.openNow) return false;
  return true;
}

/** Sorted by name (Spanish collation), then id, so pages are stable. */
export function sortEntries(entries: DirectoryEntry[]): DirectoryEntry[] {
  return [...entries].sort((a, b) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }) || a.id - b.id);
}

export function paginate<T>(items: T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

export function toItem(entry: DirectoryEntry, locale: Locale, at: Date): EstablishmentItem {
  const moment = bogotaMoment(at);
  return {
    id: entry.id,
    slug: entry.slug,
    name: entry.name,
    businessType: entry.businessType,
    businessTypeName: entry.businessTypeName[locale],
    category: entry.category,
    categoryName: entry.categoryName?.[locale] ?? null,
    subcategory: entry.subcategory,
    products: entry.products,
    productNames: entry.productNames.map((p) => p[locale]),
    area: entry.area,
    terminal: entry.terminal,
    floor: entry.floor,
    zone: entry.zone,
    nearGate: entry.nearGate,
    counters: entry.counters,
    schedule: entry.schedule,
    openNow: isOpenAt(entry.schedule, moment),
    todayHours: hoursOn(entry.schedule, moment.day),
    openAllDay: isOpenAllDay(entry.schedule, moment.day),
    description: entry.description[locale],
    phone: entry.phone,
    email: entry.email,
    website: entry.website,
    airlineCode: entry.airlineCode,
    logo: entry.logo,
    mapPoi: entry.mapPoi,
  };
}
