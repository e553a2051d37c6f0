import type { BusinessTypeSlug } from '@/features/establishments/schemas';
import type { PointId } from '@/features/realtime/schemas';
import { SERVICE_POINTS, ZONE_NODES, type MapType, type ServiceKind, type Terminal, type Zone } from './plan';

/*
 * The map's points: the directory's establishments and the plan's service points, in one shape.
 * Pure: the server service feeds it the directory and the translated names.
 */

export interface MapPoint {
  id: string;
  name: string;
  type: MapType;
  /** A service kind, or the establishment's list slug. */
  kind: ServiceKind | BusinessTypeSlug;
  terminal: Terminal;
  floor: number;
  zone: Zone;
  x: number;
  y: number;
  node?: PointId;
  /** Establishments only. */
  place?: { category: string | null; openNow: boolean; hours: string; href: string; nearGate: string | null };
}

/** What the map needs of a directory item (EstablishmentItem fits). */
export interface DirectoryPlace {
  id: number;
  name: string;
  businessType: BusinessTypeSlug;
  categoryName: string | null;
  area: 'pasajeros' | 'publica';
  zone: string;
  nearGate: string | null;
  openNow: boolean;
  mapPoi: { terminal: Terminal; floor: number; x: number; y: number };
}

export function typeOfBusiness(businessType: BusinessTypeSlug): MapType {
  if (businessType === 'restaurantes') return 'restaurantes';
  if (businessType === 'aerolineas') return 'aerolineas';
  if (
    businessType === 'cajeros-electronicos' ||
    businessType === 'casas-de-cambio' ||
    businessType === 'entidades-aeroportuarias' ||
    businessType === 'servicios'
  ) {
    return 'servicios';
  }
  return 'establecimientos';
}

export function placePoint(place: DirectoryPlace, hours: string, href: string): MapPoint {
  const node = ZONE_NODES[place.zone];
  return {
    id: String(place.id),
    name: place.name,
    type: typeOfBusiness(place.businessType),
    kind: place.businessType,
    terminal: place.mapPoi.terminal,
    floor: place.mapPoi.floor,
    zone: place.area === 'pasajeros' ? 'privada' : 'publica',
    x: place.mapPoi.x,
    y: place.mapPoi.y,
    ...(node ? { node } : {}),
    place: { category: place.categoryName, openNow: place.openNow, hours, href, nearGate: place.nearGate },
  };
}

export function servicePoints(nameOf: (kind: ServiceKind, detail?: string) => string): MapPoint[] {
  return SERVICE_POINTS.map((point) => ({
    id: point.id,
    name: nameOf(point.kind, point.detail),
    type: kindType(point.kind),
    kind: point.kind,
    terminal: point.terminal,
    floor: point.floor,
    zone: point.zone,
    x: point.x,
    y: point.y,
    ...(point.node ? { node: point.node } : {}),
  }));
}

function kindType(kind: ServiceKind): MapType {
  if (kind === 'bathroom' || kind === 'bathroom-family' || kind === 'bathroom-accessible' || kind === 'pet-bathroom') {
    return 'banos';
  }
  if (kind === 'food-court') return 'restaurantes';
  return 'servicios';
}

export interface PointFilter {
  terminal: Terminal;
  floor: number;
  type: MapType | 'all';
  zone: Zone | 'all';
}

export function matchesFilter(point: MapPoint, filter: PointFilter): boolean {
  return (
    point.terminal === filter.terminal &&
    point.floor === filter.floor &&
    (filter.type === 'all' || point.type === filter.type) &&
    (filter.zone === 'all' || point.zone === filter.zone)
  );
}

/** Lower case without accents. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Points whose name has every word of the search, best (name starts with it) first. */
export function searchPoints(points: readonly MapPoint[], text: string, limit = 12): MapPoint[] {
  const words = fold(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const folded = fold(text);
  return points
    .filter((point) => words.every((word) => fold(point.name).includes(word)))
    .sort((a, b) => Number(fold(b.name).startsWith(folded)) - Number(fold(a.name).startsWith(folded)))
    .slice(0, limit);
}
