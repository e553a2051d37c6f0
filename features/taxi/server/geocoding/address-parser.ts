import 'server-only';

/*
 * Parser of Colombian urban addresses as Bogota writes them: a main road ("vía principal") with its
 * number, and the number of the nearest crossing road plus the metres from that corner:
 *   "Calle 93 # 11-26"        on Calle 93, 26 m from Carrera 11
 *   "Cra. 7 No. 72-41 Piso 3" on Carrera 7, 41 m from Calle 72
 *   "Av. Calle 26 # 68C-61"   "Calle 45 Sur # 78-20"   "Carrera 2 Este # 21-48"   "Ak 68 # 24-08"
 * Calles (and Diagonales) run east–west and grow northward; Carreras (and Transversales) run
 * north–south and grow westward. "Sur" numbers calles south of Calle 1, "Este" carreras east of Carrera 1.
 */

export type RoadKind = 'calle' | 'carrera';

export interface ParsedAddress {
  /** The road the address is on. */
  road: { kind: RoadKind; label: string; number: number; suffix: string };
  /** The crossing road (the other kind) and the metres from that corner. */
  cross: { number: number; suffix: string; metres: number } | undefined;
  south: boolean;
  east: boolean;
  /** Signed grid coordinates: calle (negative = Sur), carrera (negative = Este). */
  calle: number;
  carrera: number;
  /** A clean, canonical form: "Calle 93 # 11-26". */
  formatted: string;
}

const ROAD_TYPES: ReadonlyArray<readonly [pattern: string, kind: RoadKind, label: string]> = [
  ['avenida calle|av calle|avda calle|av cll|av cl|ac', 'calle', 'Avenida Calle'],
  ['avenida carrera|av carrera|avda carrera|av cra|av kr|av kra|ak', 'carrera', 'Avenida Carrera'],
  ['calle|cll|clle|cl|cal', 'calle', 'Calle'],
  ['carrera|cra|crr|carr|kra|kr|cr|k', 'carrera', 'Carrera'],
  ['diagonal|diag|dg', 'calle', 'Diagonal'],
  ['transversal|transv|trans|tv|tr', 'carrera', 'Transversal'],
];

/** Named avenues and their place on the grid. */
const NAMED_AVENUES: ReadonlyArray<readonly [pattern: string, kind: RoadKind, number: number, label: string]> = [
  ['avenida boyaca|av boyaca|boyaca', 'carrera', 72, 'Avenida Boyacá'],
  ['avenida ciudad de cali|av ciudad de cali|ciudad de cali|av cali', 'carrera', 86, 'Avenida Ciudad de Cali'],
  ['avenida caracas|av caracas|caracas', 'carrera', 14, 'Avenida Caracas'],
  ['autopista norte|autonorte|auto norte', 'carrera', 45, 'Autopista Norte'],
  ['avenida nqs|av nqs|nqs|norte quito sur|avenida ciudad de quito', 'carrera', 30, 'Avenida NQS'],
  ['avenida el dorado|av el dorado|av eldorado|avenida eldorado', 'calle', 26, 'Avenida El Dorado'],
  ['avenida jimenez|av jimenez', 'calle', 13, 'Avenida Jiménez'],
  ['avenida chile|av chile', 'calle', 72, 'Avenida Chile'],
  ['avenida pepe sierra|av pepe sierra|pepe sierra', 'calle', 116, 'Avenida Pepe Sierra'],
  [
    'avenida primero de mayo|avenida 1 de mayo|av primero de mayo|av 1 de mayo',
    'calle',
    -22,
    'Avenida Primero de Mayo',
  ],
  ['avenida la esperanza|av la esperanza|av esperanza', 'calle', 24, 'Avenida La Esperanza'],
  ['avenida centenario|av centenario', 'calle', 13, 'Avenida Centenario'],
  ['avenida medellin|av medellin|autopista medellin', 'calle', 80, 'Avenida Calle 80'],
  ['avenida ciudad de lima|av ciudad de lima', 'calle', 19, 'Avenida Ciudad de Lima'],
  ['avenida jose celestino mutis|av jose celestino mutis', 'calle', 63, 'Avenida José Celestino Mutis'],
  ['avenida rojas|av rojas', 'carrera', 70, 'Avenida Rojas'],
  ['avenida circunvalar|av circunvalar|circunvalar', 'carrera', -3, 'Avenida Circunvalar'],
  ['avenida septima|av septima|carrera septima|septima', 'carrera', 7, 'Carrera Séptima'],
  ['avenida quinta|av quinta|carrera quinta', 'carrera', 5, 'Carrera Quinta'],
  ['avenida decima|av decima|carrera decima', 'carrera', 10, 'Carrera Décima'],
  ['avenida novena|av novena|carrera novena', 'carrera', 9, 'Carrera Novena'],
  ['avenida 19|av 19', 'carrera', 19, 'Avenida 19'],
  ['avenida 68|av 68', 'carrera', 68, 'Avenida 68'],
];

/** Lower case, no accents, "#"/"No."/"N°" as " # ", dashes spaced, single spaces. */
export function normaliseAddressText(raw: string): string {
  return raw
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\b(?:n[°ºo]\.?|nro\.?|num\.?|numero)(?=\s*\d)/g, ' # ')
    .replace(/[°º]/g, ' ')
    .replace(/#/g, ' # ')
    .replace(/\./g, ' ')
    .replace(/,/g, ' , ')
    .replace(/\s*-\s*/g, ' - ')
    .replace(/\s+/g, ' ')
    .trim();
}

const NUMBER = String.raw`(\d{1,3})\s?((?:[a-h]\b)?)\s?(bis\b)?\s?((?:[a-h]\b)?)`;
const QUADRANT = String.raw`(?:\s(sur|este))?`;

function roadRegex(): RegExp {
  const types = ROAD_TYPES.map(([pattern]) => pattern).join('|');
  return new RegExp(
    String.raw`^(?:(?:avenida|avda|av)\s)?(${types})\s?` +
      NUMBER +
      QUADRANT +
      String.raw`(?:\s#)?\s` +
      NUMBER +
      String.raw`(?:\s-\s|\s)(\d{1,3})\b` +
      QUADRANT,
  );
}

const ROAD_REGEX = roadRegex();

function suffixFraction(letter1: string, bis: string | undefined, letter2: string): number {
  const letterValue = (letter: string) => (letter ? (letter.charCodeAt(0) - 96) * 0.12 : 0);
  return Math.min(letterValue(letter1) + (bis ? 0.1 : 0) + letterValue(letter2) * 0.5, 0.95);
}

function suffixLabel(letter1: string, bis: string | undefined, letter2: string): string {
  return `${letter1.toUpperCase()}${bis ? ' Bis' : ''}${letter2 ? ` ${letter2.toUpperCase()}` : ''}`;
}

function kindOf(typeToken: string): { kind: RoadKind; label: string } {
  for (const [pattern, kind, label] of ROAD_TYPES) {
    if (new RegExp(`^(?:${pattern})$`).test(typeToken)) return { kind, label };
  }
  return { kind: 'calle', label: 'Calle' };
}

/** Replaces a leading named avenue ("Avenida Boyacá # 80-94") by its grid road ("carrera 72 # 80-94"). */
function expandNamedAvenue(text: string): { text: string; label?: string } {
  for (const [pattern, kind, number, label] of NAMED_AVENUES) {
    const match = new RegExp(`^(?:${pattern})\\b`).exec(text);
    if (match) {
      const road = `${kind} ${Math.abs(number)}${number < 0 ? (kind === 'calle' ? ' sur' : ' este') : ''}`;
      return { text: `${road}${text.slice(match[0].length)}`, label };
    }
  }
  return { text };
}

/** Parses a street address, or undefined when the text is not one (then try the gazetteer). */
export function parseColombianAddress(raw: string): ParsedAddress | undefined {
  const named = expandNamedAvenue(normaliseAddressText(raw));
  const match = ROAD_REGEX.exec(named.text);
  if (!match) return undefined;
  const [, typeToken = '', n1 = '', a1 = '', bis1, b1 = '', q1, n2 = '', a2 = '', bis2, b2 = '', metresText = '', q2] =
    match;
  const { kind, label: typeLabel } = kindOf(typeToken);
  const label =
    /^(?:avenida|avda|av)\s/.test(match[0]) && !typeLabel.startsWith('Avenida') ? `Avenida ${typeLabel}` : typeLabel;
  const roadNumber = Number(n1);
  const crossNumber = Number(n2);
  const metres = Number(metresText);
  const quadrants = [q1, q2, ...(/\b(sur|este)\b/g.exec(named.text.slice(match[0].length)) ?? [])];
  const south = quadrants.includes('sur');
  const east = quadrants.includes('este');
  const roadValue = roadNumber + suffixFraction(a1, bis1, b1);
  const crossValue = crossNumber + suffixFraction(a2, bis2, b2) + Math.min(metres, 95) / 100;
  const calleMagnitude = kind === 'calle' ? roadValue : crossValue;
  const carreraMagnitude = kind === 'carrera' ? roadValue : crossValue;
  const roadSuffix = suffixLabel(a1, bis1, b1);
  const crossSuffix = suffixLabel(a2, bis2, b2);
  const roadQuadrant =
    (kind === 'calle' && south) || (kind === 'carrera' && east) ? (kind === 'calle' ? ' Sur' : ' Este') : '';
  const crossQuadrant =
    (kind === 'carrera' && south) || (kind === 'calle' && east) ? (kind === 'carrera' ? ' Sur' : ' Este') : '';
  const roadLabel = named.label ?? `${label} ${roadNumber}${roadSuffix}${roadQuadrant}`;
  return {
    road: { kind, label: roadLabel, number: roadNumber, suffix: roadSuffix },
    cross: { number: crossNumber, suffix: crossSuffix, metres },
    south,
    east,
    calle: south ? -calleMagnitude : calleMagnitude,
    carrera: east ? -carreraMagnitude : carreraMagnitude,
    formatted: `${roadLabel} # ${crossNumber}${crossSuffix.replace(/^ /, '')}-${metresText}${crossQuadrant}`.replace(
      /\s+/g,
      ' ',
    ),
  };
}
