/** Text matching for search (client-safe): case- and accent-insensitive. */

/** Lower case without accents: 'Bogotá' → 'bogota', 'São Paulo' → 'sao paulo'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Folded and without spaces or punctuation, so 'av 9364' finds 'AV9364' and 'san andres' 'San Andrés'. */
export function compactText(text: string): string {
  return foldText(text).replace(/[^\p{L}\p{N}|]/gu, '');
}

/** The search text of a flight: designators, airline names, city code and names, folded and compact. */
export function flightHaystack(parts: {
  designators: readonly string[];
  airlineNames: readonly string[];
  city: { code: string; es: string; en: string; fr: string; pt: string };
}): string {
  const { designators, airlineNames, city } = parts;
  return compactText([...designators, ...airlineNames, city.code, city.es, city.en, city.fr, city.pt].join('|'));
}
