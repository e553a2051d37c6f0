import 'server-only';
import type { Point, PointId } from '../../schemas';
import type { Edge } from '@/lib/shortest-path';

/*
 * Terminal 1 as a walking graph (SPEC §9: walking times are approximate, for Terminal 1). Points
 * are where passengers start, stop or end; edges are walking minutes at an average pace with
 * hand luggage. One-way edges follow the passenger flow: into the boarding area only through
 * security (and migration for international departures), out of it only through baggage claim
 * (and migration for international arrivals).
 */

/** When these walking times were surveyed. */
export const SURVEYED_AT = '2026-01-15T00:00:00-05:00';

export const POINTS: readonly Point[] = [
  {
    id: 'entrance-north',
    kind: 'entrance',
    name: {
      es: 'Entrada norte, piso 2 (puerta 2)',
      en: 'North entrance, level 2 (door 2)',
      fr: 'Entrée nord, niveau 2 (porte 2)',
      pt: 'Entrada norte, piso 2 (porta 2)',
    },
  },
  {
    id: 'entrance-central',
    kind: 'entrance',
    name: {
      es: 'Entrada central, piso 2 (puerta 5)',
      en: 'Central entrance, level 2 (door 5)',
      fr: 'Entrée centrale, niveau 2 (porte 5)',
      pt: 'Entrada central, piso 2 (porta 5)',
    },
  },
  {
    id: 'entrance-south',
    kind: 'entrance',
    name: {
      es: 'Entrada sur, piso 2 (puerta 7)',
      en: 'South entrance, level 2 (door 7)',
      fr: 'Entrée sud, niveau 2 (porte 7)',
      pt: 'Entrada sul, piso 2 (porta 7)',
    },
  },
  {
    id: 'check-in-a-d',
    kind: 'check-in',
    name: {
      es: 'Filas de check-in A–D',
      en: 'Check-in rows A–D',
      fr: 'Rangées d’enregistrement A–D',
      pt: 'Filas de check-in A–D',
    },
  },
  {
    id: 'check-in-e-h',
    kind: 'check-in',
    name: {
      es: 'Filas de check-in E–H',
      en: 'Check-in rows E–H',
      fr: 'Rangées d’enregistrement E–H',
      pt: 'Filas de check-in E–H',
    },
  },
  {
    id: 'check-in-j-m',
    kind: 'check-in',
    name: {
      es: 'Filas de check-in J–M',
      en: 'Check-in rows J–M',
      fr: 'Rangées d’enregistrement J–M',
      pt: 'Filas de check-in J–M',
    },
  },
  {
    id: 'security-domestic',
    kind: 'security',
    name: {
      es: 'Filtro de seguridad nacional',
      en: 'Domestic security checkpoint',
      fr: 'Contrôle de sûreté, vols nationaux',
      pt: 'Controle de segurança, voos nacionais',
    },
  },
  {
    id: 'migration-departures',
    kind: 'migration',
    name: {
      es: 'Migración, salidas internacionales',
      en: 'Immigration, international departures',
      fr: 'Immigration, départs internationaux',
      pt: 'Imigração, partidas internacionais',
    },
  },
  {
    id: 'security-international',
    kind: 'security',
    name: {
      es: 'Filtro de seguridad internacional',
      en: 'International security checkpoint',
      fr: 'Contrôle de sûreté, vols internationaux',
      pt: 'Controle de segurança, voos internacionais',
    },
  },
  {
    id: 'gates-1-9',
    kind: 'gates',
    name: {
      es: 'Muelle nacional, salas 1–9',
      en: 'Domestic pier, gates 1–9',
      fr: 'Jetée nationale, portes 1–9',
      pt: 'Píer nacional, portões 1–9',
    },
  },
  {
    id: 'gates-10-18',
    kind: 'gates',
    name: {
      es: 'Muelle nacional, salas 10–18',
      en: 'Domestic pier, gates 10–18',
      fr: 'Jetée nationale, portes 10–18',
      pt: 'Píer nacional, portões 10–18',
    },
  },
  {
    id: 'gates-19-26',
    kind: 'gates',
    name: {
      es: 'Muelle nacional, salas 19–26',
      en: 'Domestic pier, gates 19–26',
      fr: 'Jetée nationale, portes 19–26',
      pt: 'Píer nacional, portões 19–26',
    },
  },
  {
    id: 'gates-40-49',
    kind: 'gates',
    name: {
      es: 'Muelle internacional, salas 40–49',
      en: 'International pier, gates 40–49',
      fr: 'Jetée internationale, portes 40–49',
      pt: 'Píer internacional, portões 40–49',
    },
  },
  {
    id: 'gates-50-58',
    kind: 'gates',
    name: {
      es: 'Muelle internacional, salas 50–58',
      en: 'International pier, gates 50–58',
      fr: 'Jetée internationale, portes 50–58',
      pt: 'Píer internacional, portões 50–58',
    },
  },
  {
    id: 'gates-59-66',
    kind: 'gates',
    name: {
      es: 'Muelle internacional, salas 59–66',
      en: 'International pier, gates 59–66',
      fr: 'Jetée internationale, portes 59–66',
      pt: 'Píer internacional, portões 59–66',
    },
  },
  {
    id: 'food-court-public-central',
    kind: 'food',
    name: {
      es: 'Plazoleta de comidas, zona pública central (piso 3)',
      en: 'Food court, central public area (level 3)',
      fr: 'Aire de restauration, zone publique centrale (niveau 3)',
      pt: 'Praça de alimentação, área pública central (piso 3)',
    },
  },
  {
    id: 'food-court-public-south',
    kind: 'food',
    name: {
      es: 'Plazoleta de comidas, zona pública sur (piso 3)',
      en: 'Food court, south public area (level 3)',
      fr: 'Aire de restauration, zone publique sud (niveau 3)',
      pt: 'Praça de alimentação, área pública sul (piso 3)',
    },
  },
  {
    id: 'food-court-domestic',
    kind: 'food',
    name: {
      es: 'Plazoleta de comidas, muelle nacional',
      en: 'Food court, domestic pier',
      fr: 'Aire de restauration, jetée nationale',
      pt: 'Praça de alimentação, píer nacional',
    },
  },
  {
    id: 'food-court-international-north',
    kind: 'food',
    name: {
      es: 'Plazoleta de comidas, muelle internacional norte',
      en: 'Food court, international pier north',
      fr: 'Aire de restauration, jetée internationale nord',
      pt: 'Praça de alimentação, píer internacional norte',
    },
  },
  {
    id: 'food-court-international-south',
    kind: 'food',
    name: {
      es: 'Plazoleta de comidas, muelle internacional sur',
      en: 'Food court, international pier south',
      fr: 'Aire de restauration, jetée internationale sud',
      pt: 'Praça de alimentação, píer internacional sul',
    },
  },
  {
    id: 'migration-arrivals',
    kind: 'migration',
    name: {
      es: 'Migración, llegadas internacionales',
      en: 'Immigration, international arrivals',
      fr: 'Immigration, arrivées internationales',
      pt: 'Imigração, chegadas internacionais',
    },
  },
  {
    id: 'baggage-domestic',
    kind: 'arrivals',
    name: {
      es: 'Bandas de equipaje nacionales, piso 1',
      en: 'Domestic baggage claim, level 1',
      fr: 'Livraison des bagages nationaux, niveau 1',
      pt: 'Esteiras de bagagem nacionais, piso 1',
    },
  },
  {
    id: 'baggage-international',
    kind: 'arrivals',
    name: {
      es: 'Bandas de equipaje internacionales, piso 1',
      en: 'International baggage claim, level 1',
      fr: 'Livraison des bagages internationaux, niveau 1',
      pt: 'Esteiras de bagagem internacionais, piso 1',
    },
  },
  {
    id: 'taxi-rank',
    kind: 'transport',
    name: {
      es: 'Taxis autorizados, piso 1 (puertas 5 y 10)',
      en: 'Authorised taxis, level 1 (doors 5 and 10)',
      fr: 'Taxis agréés, niveau 1 (portes 5 et 10)',
      pt: 'Táxis autorizados, piso 1 (portas 5 e 10)',
    },
  },
  {
    id: 'transmilenio',
    kind: 'transport',
    name: {
      es: 'Parada de TransMilenio',
      en: 'TransMilenio bus stop',
      fr: 'Arrêt TransMilenio',
      pt: 'Parada do TransMilenio',
    },
  },
];

const both = (a: PointId, b: PointId, minutes: number): Edge<PointId>[] => [
  { from: a, to: b, minutes },
  { from: b, to: a, minutes },
];
const oneWay = (from: PointId, to: PointId, minutes: number): Edge<PointId>[] => [{ from, to, minutes }];

export const EDGES: readonly Edge<PointId>[] = [
  // Public area, level 2 (departures hall) and level 3 (food courts).
  ...both('entrance-north', 'entrance-central', 4),
  ...both('entrance-central', 'entrance-south', 4),
  ...both('entrance-north', 'check-in-a-d', 2),
  ...both('entrance-central', 'check-in-e-h', 2),
  ...both('entrance-south', 'check-in-j-m', 2),
  ...both('check-in-a-d', 'check-in-e-h', 3),
  ...both('check-in-e-h', 'check-in-j-m', 3),
  ...both('entrance-central', 'food-court-public-central', 3),
  ...both('entrance-south', 'food-court-public-south', 3),
  ...both('food-court-public-central', 'food-court-public-south', 4),
  // Domestic departures: security at the north end, then the domestic pier.
  ...oneWay('check-in-a-d', 'security-domestic', 2),
  ...oneWay('security-domestic', 'gates-1-9', 4),
  ...both('gates-1-9', 'gates-10-18', 5),
  ...both('gates-10-18', 'gates-19-26', 5),
  ...both('gates-10-18', 'food-court-domestic', 2),
  ...oneWay('security-domestic', 'food-court-domestic', 5),
  // International departures: migration, then security, then the international pier.
  ...oneWay('check-in-j-m', 'migration-departures', 3),
  ...oneWay('check-in-e-h', 'migration-departures', 4),
  ...oneWay('migration-departures', 'security-international', 2),
  ...oneWay('security-international', 'food-court-international-north', 3),
  ...both('food-court-international-north', 'gates-40-49', 3),
  ...both('gates-40-49', 'gates-50-58', 5),
  ...both('gates-50-58', 'gates-59-66', 5),
  ...both('gates-59-66', 'food-court-international-south', 2),
  // Arrivals: out of the piers through baggage claim (and migration), to level 1.
  ...oneWay('gates-1-9', 'baggage-domestic', 6),
  ...oneWay('gates-40-49', 'migration-arrivals', 6),
  ...oneWay('migration-arrivals', 'baggage-international', 3),
  ...oneWay('baggage-domestic', 'taxi-rank', 3),
  ...oneWay('baggage-international', 'taxi-rank', 3),
  // Level 1 to level 2 and the street.
  ...both('taxi-rank', 'entrance-central', 3),
  ...both('entrance-central', 'transmilenio', 5),
  ...both('taxi-rank', 'transmilenio', 6),
];

/** The table's columns (where passengers come in) and rows (where they are going). */
export const TABLE_FROM: readonly PointId[] = ['entrance-north', 'entrance-central', 'entrance-south'];
export const TABLE_TO: readonly PointId[] = [
  'security-domestic',
  'migration-departures',
  'gates-1-9',
  'gates-10-18',
  'gates-19-26',
  'gates-40-49',
  'gates-50-58',
  'gates-59-66',
  'food-court-public-central',
  'food-court-domestic',
  'food-court-international-north',
  'food-court-international-south',
  'taxi-rank',
  'transmilenio',
];
