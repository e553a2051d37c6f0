import type { MapType } from './href';

/*
 * The icon a restaurant or shop carries on the plan, by its directory category (any language: the
 * category names come translated) or, failing that, by its type. Line drawings on a 24 × 24 grid in the
 * style of the plan's amenity icons (imdf/render/icons.ts).
 */

export const POINT_ICONS = {
  food: 'M7 3v8M5 3v5a2 2 0 0 0 4 0V3M7 11v10M16 3c-2 2-2 7 0 9v9',
  cafe: 'M4 9h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM16 10h2a2.5 2.5 0 0 1 0 5h-2M8 3v3M12 3v3',
  bar: 'M5 4h14l-7 8zM12 12v8M8 20h8',
  shop: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2',
  health: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
  money: 'M3 6h18v12H3zM12 9v6M7 12h.5M16.5 12h.5',
} as const;

export type PointIcon = keyof typeof POINT_ICONS;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The icon of a place on the plan; undefined for the service points (they have their own amenity icons). */
export function pointIcon(point: {
  type: MapType;
  category?: string | undefined;
  name?: string;
}): PointIcon | undefined {
  const text = fold(`${point.category ?? ''} ${point.name ?? ''}`);
  if (point.type === 'restaurantes') {
    if (/cafe|coffee|panader|bakery|boulanger|padaria|juan valdez|tostao|oma\b/.test(text)) return 'cafe';
    if (/\bbar(es|s)?\b|bebida|drink|boisson|licor|liquor|cerveza|beer|biere|cerveja|vino|wine/.test(text))
      return 'bar';
    return 'food';
  }
  if (point.type === 'establecimientos') {
    if (/farmac|pharma|drogu|salud|health|sante|saude/.test(text)) return 'health';
    return 'shop';
  }
  if (point.type === 'servicios' && /cambio|exchange|change|cajero|atm|banco|bank|banque/.test(text)) return 'money';
  return undefined;
}
