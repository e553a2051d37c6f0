import 'server-only';
import { normaliseAddressText } from './address-parser';
import { BOGOTA_PLACES, type PlaceKind } from './gazetteer-data';

export interface GazetteerHit {
  name: string;
  kind: PlaceKind;
  lat: number;
  lng: number;
}

/** Words that say nothing about the place ("Bogotá", "Colombia", "centro comercial"…). */
const NOISE = /\b(bogota|colombia|d ?c|cundinamarca|centro comercial|cc|c c|hotel|barrio|localidad|la ciudad de)\b/g;

function clean(text: string): string {
  return normaliseAddressText(text)
    .replace(/[,;:()"'!?¿¡]/g, ' ')
    .replace(NOISE, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Entry extends GazetteerHit {
  keys: string[];
}

const ENTRIES: Entry[] = BOGOTA_PLACES.map(([kind, name, lat, lng, aliases = []]) => ({
  kind,
  name,
  lat,
  lng,
  keys: [...new Set([name, ...aliases].map(clean).filter((key) => key.length >= 2))],
}));

function containsWords(text: string, words: string): boolean {
  return ` ${text} `.includes(` ${words} `);
}

/** How well a cleaned query names an entry: 0 = not at all. */
function score(query: string, entry: Entry): number {
  let best = 0;
  for (const key of entry.keys) {
    if (query === key) best = Math.max(best, 1000 + key.length);
    else if (containsWords(query, key)) best = Math.max(best, 500 + key.length);
    else if (query.length >= 4 && containsWords(key, query)) best = Math.max(best, 100 + query.length);
  }
  return best;
}

/** The best-named place of the gazetteer, if any. */
export function lookUpPlace(address: string): GazetteerHit | undefined {
  const query = clean(address);
  if (query.length < 2) return undefined;
  let winner: Entry | undefined;
  let winnerScore = 0;
  for (const entry of ENTRIES) {
    const value = score(query, entry);
    if (value > winnerScore) {
      winner = entry;
      winnerScore = value;
    }
  }
  return winner && { name: winner.name, kind: winner.kind, lat: winner.lat, lng: winner.lng };
}
