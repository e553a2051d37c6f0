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

/**
 * The words a passenger uses for a boarding gate in the site's four languages (folded): the plan says
 * "Sala 12", the flight board says "Puerta 12", an English speaker types "gate 12". Any of them finds a gate.
 */
export const GATE_WORDS: ReadonlySet<string> = new Set([
  'puerta',
  'puertas',
  'sala',
  'salas',
  'embarque',
  'gate',
  'gates',
  'boarding',
  'porte',
  'portes',
  'embarquement',
  'portao',
  'portoes',
  'porta',
  'portas',
]);

/** Folded words of a text (letters and digits). */
function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Whether a searched word is in the point: a number is a whole word of the name ("12" is not "120"). */
function hasWord(point: MapPoint, name: string, nameWords: readonly string[], word: string): boolean {
  if (point.kind === 'gate' && GATE_WORDS.has(word)) return true;
  if (/^\d+$/.test(word)) return nameWords.includes(word);
  return name.includes(word);
}

/**
 * Points whose name has every word of the search (a gate answers to any word for "gate"), best first:
 * a gate when the search names one, then names that start with the search.
 */
export function searchPoints(points: readonly MapPoint[], text: string, limit = 12): MapPoint[] {
  const searched = words(text);
  if (searched.length === 0) return [];
  const folded = fold(text);
  const wantsGate = searched.some((word) => GATE_WORDS.has(word));
  const rank = (point: MapPoint, name: string) =>
    (wantsGate && point.kind === 'gate' ? 2 : 0) + (name.startsWith(folded) ? 1 : 0);
  return points
    .map((point) => ({ point, name: fold(point.name) }))
    .filter(({ point, name }) => {
      const nameWords = words(point.name);
      return searched.every((word) => hasWord(point, name, nameWords, word));
    })
    .sort((a, b) => rank(b.point, b.name) - rank(a.point, a.name))
    .map(({ point }) => point)
    .slice(0, limit);
}
