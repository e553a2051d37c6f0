import 'server-only';
import { AIRLINES, DESTINATIONS } from '../reference';

/*
 * The weekly timetable of the simulated El Dorado: who flies where, how often and when. It is a
 * model of the real airport (≈1,000 movements a day, the carriers and routes that serve BOG), not a
 * copy of any published schedule. Everything here is fixed: the same flight number leaves at the
 * same time every day it operates. What changes from day to day (delays, cancellations, gates,
 * belts) is drawn in ./day.ts from a seed made of the date.
 *
 * One rotation = one aircraft visit: an outbound departure and the inbound arrival of the same
 * route. Carriers based at BOG leave first and come back later; visiting carriers arrive first
 * and leave after their turnaround.
 */

export interface CodeshareRef {
  airline: string;
  number: string;
}

export interface TimetableLeg {
  number: string;
  /** Minutes after local midnight (0–1439). */
  minute: number;
  codeshares: CodeshareRef[];
}

export interface Rotation {
  airline: string;
  city: string;
  kind: 'commercial' | 'cargo';
  domestic: boolean;
  /** ISO weekdays (1 = Monday … 7 = Sunday) it operates; null = every day. */
  days: ReadonlySet<number> | null;
  blockMinutes: number;
  departure: TimetableLeg;
  arrival: TimetableLeg;
}

interface RouteSpec {
  airline: string;
  to: string;
  perDay: number;
  /** First and last slot (HH:mm): departures for based carriers, arrivals for visitors. */
  window?: readonly [string, string?];
  days?: string;
  codeshares?: readonly string[];
  /** Codeshares only on every n-th frequency (trunk domestic routes). */
  codeshareEvery?: number;
}

/** Carriers whose aircraft are based at BOG: their rotations start with the departure. */
const BASED = new Set(['AV', '4C', 'P5', 'JA', '9R', 'VE', 'QT', 'L7', '6N']);

/** First flight number of each carrier, for domestic and international flights (step 2 per rotation). */
const NUMBERING: Record<string, { domestic?: number; international?: number }> = {
  AV: { domestic: 9200, international: 20 },
  '4C': { domestic: 4000, international: 4500 },
  LA: { international: 2460 },
  P5: { domestic: 7100, international: 7300 },
  JA: { domestic: 8000, international: 8400 },
  '9R': { domestic: 8500 },
  VE: { domestic: 5300 },
  CM: { international: 200 },
  AA: { international: 920 },
  UA: { international: 1010 },
  DL: { international: 380 },
  B6: { international: 1700 },
  NK: { international: 380 },
  AC: { international: 1000 },
  AM: { international: 700 },
  DM: { international: 420 },
  IB: { international: 6584 },
  UX: { international: 190 },
  AF: { international: 422 },
  LH: { international: 542 },
  KL: { international: 743 },
  BA: { international: 2234 },
  TK: { international: 800 },
  EK: { international: 247 },
  QT: { domestic: 300, international: 400 },
  L7: { international: 1700 },
  '6N': { domestic: 100, international: 300 },
  '5X': { international: 440 },
  FX: { international: 4200 },
  '5Y': { international: 3800 },
  CV: { international: 7400 },
};

/** First number each partner uses to sell other carriers' flights. */
const CODESHARE_NUMBERING: Record<string, number> = {
  UA: 7000,
  AV: 6000,
  CM: 5400,
  AC: 6500,
  LH: 8600,
  DL: 6200,
  LA: 5600,
  KL: 8300,
  AF: 3900,
  IB: 4100,
  BA: 1600,
  AA: 6400,
};

/** Approximate block time from/to BOG in minutes. */
const BLOCK_MINUTES: Record<string, number> = {
  MDE: 55,
  CLO: 60,
  CTG: 85,
  BAQ: 85,
  SMR: 85,
  BGA: 55,
  PEI: 50,
  ADZ: 125,
  PVA: 150,
  CUC: 70,
  MTR: 75,
  LET: 115,
  EYP: 50,
  PSO: 80,
  NVA: 50,
  VVC: 30,
  AXM: 50,
  IBE: 40,
  RCH: 95,
  UIB: 55,
  MZL: 45,
  PPN: 65,
  VUP: 80,
  EJA: 50,
  FLA: 60,
  PUU: 75,
  AUC: 70,
  SJE: 60,
  PCR: 80,
  PDA: 85,
  MVP: 80,
  TCO: 90,
  CZU: 70,
  APO: 65,
  MIA: 205,
  FLL: 205,
  MCO: 220,
  JFK: 340,
  EWR: 340,
  BOS: 355,
  IAD: 300,
  ATL: 280,
  IAH: 330,
  DFW: 340,
  LAX: 400,
  YYZ: 350,
  MEX: 285,
  CUN: 195,
  PTY: 90,
  SJO: 130,
  GUA: 180,
  SAL: 165,
  SDQ: 170,
  PUJ: 170,
  HAV: 190,
  AUA: 100,
  CUR: 100,
  CCS: 110,
  UIO: 95,
  GYE: 110,
  LIM: 200,
  VVI: 300,
  SCL: 365,
  EZE: 390,
  GRU: 360,
  GIG: 370,
  MAD: 600,
  BCN: 610,
  CDG: 625,
  FRA: 640,
  AMS: 635,
  LHR: 640,
  IST: 750,
  DXB: 960,
};

const DOMESTIC_WINDOW = ['05:00', '21:00'] as const;
const INTERNATIONAL_WINDOW = ['06:30', '23:50'] as const;
const CARGO_WINDOW = ['00:30', '23:30'] as const;

function r(
  airline: string,
  to: string,
  perDay: number,
  options: Omit<RouteSpec, 'airline' | 'to' | 'perDay'> = {},
): RouteSpec {
  return { airline, to, perDay, ...options };
}

const US = ['UA'] as const;

/* prettier-ignore */
const ROUTES: readonly RouteSpec[] = [
  // Avianca, domestic (the hub's backbone)
  r('AV', 'MDE', 26, { codeshares: US, codeshareEvery: 2 }), r('AV', 'CLO', 20, { codeshares: US, codeshareEvery: 2 }),
  r('AV', 'CTG', 15, { codeshares: US, codeshareEvery: 2 }), r('AV', 'BAQ', 12), r('AV', 'SMR', 9), r('AV', 'BGA', 10),
  r('AV', 'PEI', 9), r('AV', 'ADZ', 4, { window: ['06:00', '15:00'] }), r('AV', 'CUC', 9), r('AV', 'MTR', 7),
  r('AV', 'LET', 2, { window: ['07:00', '13:00'] }), r('AV', 'PSO', 5), r('AV', 'NVA', 5), r('AV', 'AXM', 4), r('AV', 'VUP', 5),
  r('AV', 'MZL', 3), r('AV', 'EYP', 5), r('AV', 'RCH', 2), r('AV', 'PPN', 2), r('AV', 'EJA', 2), r('AV', 'IBE', 1, { window: ['07:10'] }),
  r('AV', 'FLA', 1, { window: ['09:20'] }), r('AV', 'APO', 2), r('AV', 'CZU', 1, { window: ['11:40'] }), r('AV', 'PVA', 1, { window: ['08:30'], days: '1357' }),
  // Avianca, international
  r('AV', 'MIA', 7, { window: ['06:30', '23:55'], codeshares: US }), r('AV', 'FLL', 1, { window: ['08:15'], codeshares: US }),
  r('AV', 'MCO', 2, { window: ['07:40', '16:30'], codeshares: US }), r('AV', 'JFK', 3, { window: ['07:00', '23:45'], codeshares: US }),
  r('AV', 'BOS', 1, { window: ['08:40'], codeshares: US }), r('AV', 'IAD', 1, { window: ['09:10'], codeshares: US }),
  r('AV', 'LAX', 1, { window: ['10:20'], codeshares: US }), r('AV', 'YYZ', 1, { window: ['09:50'], days: '13567', codeshares: ['AC'] }),
  r('AV', 'MEX', 6, { window: ['06:00', '23:10'] }), r('AV', 'CUN', 4, { window: ['07:00', '18:00'] }),
  r('AV', 'PTY', 3, { window: ['07:20', '17:30'], codeshares: ['CM'] }), r('AV', 'SJO', 2, { window: ['08:00', '19:20'] }),
  r('AV', 'GUA', 1, { window: ['09:00'] }), r('AV', 'SAL', 3, { window: ['06:20', '20:10'] }), r('AV', 'SDQ', 1, { window: ['09:40'] }),
  r('AV', 'PUJ', 1, { window: ['10:30'] }), r('AV', 'HAV', 1, { window: ['12:30'] }), r('AV', 'AUA', 1, { window: ['11:15'] }),
  r('AV', 'CUR', 1, { window: ['11:50'] }), r('AV', 'CCS', 1, { window: ['13:10'] }), r('AV', 'UIO', 4, { window: ['06:40', '20:30'] }),
  r('AV', 'GYE', 2, { window: ['07:30', '19:00'] }), r('AV', 'LIM', 7, { window: ['05:50', '23:30'] }), r('AV', 'VVI', 1, { window: ['08:50'] }),
  r('AV', 'SCL', 2, { window: ['06:10', '22:40'] }), r('AV', 'EZE', 2, { window: ['06:50', '23:20'] }),
  r('AV', 'GRU', 2, { window: ['07:10', '22:50'] }), r('AV', 'GIG', 1, { window: ['08:20'] }),
  r('AV', 'MAD', 3, { window: ['17:00', '23:40'], codeshares: ['LH'] }), r('AV', 'BCN', 1, { window: ['18:40'], codeshares: ['LH'] }),
  r('AV', 'LHR', 1, { window: ['20:15'], days: '1357' }),
  // LATAM
  r('4C', 'MDE', 15, { codeshares: ['DL'], codeshareEvery: 2 }), r('4C', 'CLO', 11), r('4C', 'CTG', 10, { codeshares: ['DL'], codeshareEvery: 3 }),
  r('4C', 'BAQ', 7), r('4C', 'SMR', 6), r('4C', 'BGA', 5), r('4C', 'PEI', 4), r('4C', 'ADZ', 3, { window: ['06:30', '14:00'] }),
  r('4C', 'CUC', 4), r('4C', 'MTR', 3), r('4C', 'LET', 1, { window: ['10:10'] }), r('4C', 'VUP', 2), r('4C', 'NVA', 2),
  r('4C', 'AXM', 2), r('4C', 'PSO', 2), r('4C', 'RCH', 1, { window: ['12:20'] }), r('4C', 'EYP', 1, { window: ['16:40'] }),
  r('4C', 'MIA', 2, { window: ['07:00', '18:00'], codeshares: ['DL'] }),
  r('LA', 'LIM', 4, { window: ['07:00', '22:00'], codeshares: ['DL'] }), r('LA', 'SCL', 2, { window: ['06:00', '15:00'], codeshares: ['DL'] }),
  r('LA', 'GRU', 1, { window: ['16:00'], codeshares: ['DL'] }),
  // Wingo (domestic from T2, international from T1)
  r('P5', 'MDE', 6), r('P5', 'CLO', 4), r('P5', 'CTG', 6), r('P5', 'BAQ', 3), r('P5', 'SMR', 5), r('P5', 'ADZ', 3, { window: ['06:10', '13:30'] }),
  r('P5', 'PEI', 2), r('P5', 'CUC', 2), r('P5', 'BGA', 2), r('P5', 'MTR', 1, { window: ['14:50'] }),
  r('P5', 'PTY', 2, { window: ['06:00', '14:00'] }), r('P5', 'CUN', 1, { window: ['07:30'] }), r('P5', 'CUR', 1, { window: ['10:00'], days: '1357' }),
  r('P5', 'AUA', 1, { window: ['11:00'] }), r('P5', 'SDQ', 1, { window: ['08:00'], days: '2457' }), r('P5', 'PUJ', 1, { window: ['09:30'] }),
  r('P5', 'HAV', 1, { window: ['12:10'], days: '246' }), r('P5', 'CCS', 1, { window: ['13:30'] }), r('P5', 'MEX', 1, { window: ['06:20'] }),
  // JetSMART
  r('JA', 'MDE', 7), r('JA', 'CLO', 5), r('JA', 'CTG', 5), r('JA', 'BAQ', 3), r('JA', 'SMR', 3), r('JA', 'BGA', 3), r('JA', 'PEI', 2),
  r('JA', 'ADZ', 2, { window: ['07:20', '12:40'] }), r('JA', 'CUC', 2), r('JA', 'MTR', 1, { window: ['10:40'] }), r('JA', 'LIM', 1, { window: ['15:00'] }),
  // Satena and Clic (regional, T2)
  r('9R', 'VVC', 4), r('9R', 'PUU', 2), r('9R', 'AUC', 2), r('9R', 'SJE', 2), r('9R', 'PCR', 1, { window: ['07:50'] }),
  r('9R', 'PDA', 1, { window: ['08:10'], days: '12345' }), r('9R', 'MVP', 1, { window: ['09:00'], days: '135' }), r('9R', 'UIB', 2),
  r('9R', 'FLA', 2), r('9R', 'APO', 1, { window: ['13:20'] }), r('9R', 'CZU', 1, { window: ['10:50'] }), r('9R', 'EYP', 1, { window: ['17:30'] }),
  r('9R', 'TCO', 1, { window: ['06:40'] }),
  r('VE', 'VVC', 4), r('VE', 'EYP', 2), r('VE', 'UIB', 2), r('VE', 'PPN', 1, { window: ['11:10'] }), r('VE', 'APO', 1, { window: ['15:20'] }),
  r('VE', 'EJA', 2), r('VE', 'FLA', 1, { window: ['08:40'] }), r('VE', 'IBE', 1, { window: ['17:50'] }), r('VE', 'MZL', 1, { window: ['07:30'] }),
  r('VE', 'NVA', 1, { window: ['18:40'] }),
  // Visiting carriers (arrival window)
  r('CM', 'PTY', 7, { window: ['06:30', '21:30'], codeshares: ['UA'] }),
  r('AA', 'MIA', 4, { window: ['09:00', '21:30'], codeshares: ['IB', 'BA'] }), r('AA', 'DFW', 1, { window: ['22:30'], codeshares: ['IB'] }),
  r('UA', 'IAH', 2, { window: ['10:00', '21:00'], codeshares: ['AV'] }), r('UA', 'EWR', 1, { window: ['22:00'], codeshares: ['AV'] }),
  r('DL', 'ATL', 2, { window: ['09:30', '20:30'], codeshares: ['LA'] }), r('DL', 'JFK', 1, { window: ['23:00'], codeshares: ['LA'] }),
  r('B6', 'FLL', 1, { window: ['12:00'] }), r('B6', 'JFK', 1, { window: ['23:30'] }), r('B6', 'MCO', 1, { window: ['14:00'] }),
  r('NK', 'FLL', 2, { window: ['11:00', '22:00'] }), r('NK', 'MCO', 1, { window: ['15:30'] }),
  r('AC', 'YYZ', 1, { window: ['21:00'], days: '13567', codeshares: ['AV'] }),
  r('AM', 'MEX', 3, { window: ['06:00', '19:00'], codeshares: ['DL'] }), r('DM', 'SDQ', 1, { window: ['13:00'] }),
  r('IB', 'MAD', 2, { window: ['15:30', '17:00'], codeshares: ['AA', 'BA'] }), r('UX', 'MAD', 1, { window: ['16:20'], codeshares: ['AF'] }),
  r('AF', 'CDG', 1, { window: ['17:15'], codeshares: ['KL', 'DL'] }), r('LH', 'FRA', 1, { window: ['17:45'], days: '12457', codeshares: ['AV'] }),
  r('KL', 'AMS', 1, { window: ['15:10'], days: '23567', codeshares: ['AF', 'DL'] }), r('BA', 'LHR', 1, { window: ['18:30'], days: '1357', codeshares: ['IB', 'AA'] }),
  r('TK', 'IST', 1, { window: ['12:30'], days: '1357', codeshares: ['AV'] }), r('EK', 'DXB', 1, { window: ['16:00'], days: '2467' }),
  // Cargo
  r('QT', 'MIA', 8, { window: CARGO_WINDOW }), r('QT', 'UIO', 2, { window: ['02:10', '15:40'] }), r('QT', 'LIM', 2, { window: ['03:30', '18:20'] }),
  r('QT', 'GRU', 1, { window: ['22:10'], days: '246' }), r('QT', 'SCL', 1, { window: ['21:30'], days: '1357' }),
  r('QT', 'AMS', 1, { window: ['19:40'], days: '246' }), r('QT', 'MEX', 1, { window: ['04:20'] }), r('QT', 'LAX', 1, { window: ['20:50'], days: '135' }),
  r('QT', 'IAH', 1, { window: ['23:10'], days: '2467' }), r('QT', 'PTY', 1, { window: ['05:30'] }), r('QT', 'SJO', 1, { window: ['06:50'], days: '12345' }),
  r('QT', 'GUA', 1, { window: ['01:40'], days: '246' }), r('QT', 'SAL', 1, { window: ['03:00'] }),
  r('L7', 'MIA', 6, { window: ['01:00', '22:30'] }), r('L7', 'LIM', 1, { window: ['04:40'] }), r('L7', 'SCL', 1, { window: ['23:20'], days: '1357' }),
  r('L7', 'UIO', 1, { window: ['14:30'], days: '246' }),
  r('6N', 'LET', 1, { window: ['06:00'] }), r('6N', 'BAQ', 1, { window: ['09:30'] }), r('6N', 'ADZ', 1, { window: ['07:40'], days: '135' }),
  r('6N', 'MIA', 1, { window: ['21:40'], days: '2457' }),
  r('5X', 'MIA', 2, { window: ['03:00', '19:30'] }), r('FX', 'MIA', 2, { window: ['02:00', '14:00'] }),
  r('5Y', 'MIA', 2, { window: ['05:00', '20:00'], days: '123456' }), r('CV', 'MIA', 1, { window: ['08:00'], days: '25' }),
];

function minutesOf(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** A stable number in [-1, 1) from a string (FNV-1a), so the timetable never depends on the date. */
function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return ((hash >>> 0) / 0x100000000) * 2 - 1;
}

const roundTo5 = (minutes: number) => Math.round(minutes / 5) * 5;
const wrap = (minutes: number) => ((minutes % 1440) + 1440) % 1440;

/** Slot times of a route: spread over its window, nudged by a stable jitter, on 5-minute marks. */
function slots(spec: RouteSpec, kind: 'commercial' | 'cargo', domestic: boolean): number[] {
  const fallback = kind === 'cargo' ? CARGO_WINDOW : domestic ? DOMESTIC_WINDOW : INTERNATIONAL_WINDOW;
  const [firstText, lastText] = spec.window ?? fallback;
  if (spec.perDay === 1 || lastText === undefined) return [minutesOf(firstText)];
  // A route's own window inside the default one (not every airline's first flight at 05:00), then
  // its slots evenly spread and nudged off the grid.
  const narrowed = spec.window ? 0 : 90;
  const first = minutesOf(firstText) + Math.abs(unitHash(`${spec.airline}${spec.to}<`)) * narrowed;
  const last = minutesOf(lastText) - Math.abs(unitHash(`${spec.airline}${spec.to}>`)) * narrowed;
  const gap = (last - first) / (spec.perDay - 1);
  return Array.from({ length: spec.perDay }, (_, i) => {
    const jitter = unitHash(`${spec.airline}${spec.to}${i}`) * Math.min(15, gap / 4);
    return wrap(roundTo5(first + i * gap + jitter));
  });
}

/** Ground time of an aircraft between its two legs. */
function turnaround(kind: 'commercial' | 'cargo', domestic: boolean, block: number): number {
  if (kind === 'cargo') return 150;
  if (domestic) return 40;
  return block >= 480 ? 130 : block >= 300 ? 100 : 70;
}

function buildTimetable(): Rotation[] {
  const ownCounters = new Map<string, number>();
  const codeshareCounters = new Map<string, number>();
  const nextOwn = (airline: string, domestic: boolean): number => {
    const key = `${airline}:${domestic ? 'D' : 'I'}`;
    const start = (domestic ? NUMBERING[airline]?.domestic : NUMBERING[airline]?.international) ?? 100;
    const value = ownCounters.get(key) ?? start;
    ownCounters.set(key, value + 2);
    return value;
  };
  const nextCodeshare = (partner: string): string => {
    const value = codeshareCounters.get(partner) ?? CODESHARE_NUMBERING[partner] ?? 9000;
    codeshareCounters.set(partner, value + 1);
    return String(value);
  };

  const rotations: Rotation[] = [];
  for (const spec of ROUTES) {
    const carrier = AIRLINES.get(spec.airline);
    const place = DESTINATIONS.get(spec.to);
    if (!carrier || !place) throw new Error(`Timetable: unknown airline or destination in ${spec.airline}-${spec.to}`);
    const kind = carrier.isCargo ? 'cargo' : 'commercial';
    const block = BLOCK_MINUTES[spec.to] ?? 120;
    const based = BASED.has(spec.airline);
    const days = spec.days ? new Set([...spec.days].map(Number)) : null;
    const ground = turnaround(kind, place.isDomestic, block);
    slots(spec, kind, place.isDomestic)
      .sort((a, b) => a - b)
      .forEach((slot, index) => {
        const first = nextOwn(spec.airline, place.isDomestic);
        const shared = !spec.codeshareEvery || index % spec.codeshareEvery === 0 ? (spec.codeshares ?? []) : [];
        const codesharesFor = () => shared.map((partner) => ({ airline: partner, number: nextCodeshare(partner) }));
        // Based carriers: out (even number) and back later; visitors: in first, out after the turnaround.
        const departureMinute = based ? slot : wrap(slot + ground);
        const arrivalMinute = based ? wrap(slot + block * 2 + ground) : slot;
        const departureCodeshares = codesharesFor();
        const arrivalCodeshares = codesharesFor();
        rotations.push({
          airline: spec.airline,
          city: spec.to,
          kind,
          domestic: place.isDomestic,
          days,
          blockMinutes: block,
          departure: {
            number: String(based ? first : first + 1),
            minute: departureMinute,
            codeshares: departureCodeshares,
          },
          arrival: { number: String(based ? first + 1 : first), minute: arrivalMinute, codeshares: arrivalCodeshares },
        });
      });
  }
  return rotations;
}

/** Every rotation of the week, built once when the module loads. */
export const TIMETABLE: readonly Rotation[] = buildTimetable();
