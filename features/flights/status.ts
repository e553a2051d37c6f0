/*
 * The flight status vocabulary: one code per state a flight goes through at El Dorado, with its
 * label in the four languages of the site (the API carries them in `status{code,es,en,fr,pt}`),
 * a tone (colour) and an icon. Colour is never the only signal: the board always shows icon + text.
 * Client-safe: no server imports.
 */

import { statusIcon, statusTone, type StatusIcon, type StatusTone } from './status-style';

export const STATUS_CODES = [
  'SCH', // scheduled (SPEC's default text 'Programado')
  'DLY', // delayed, with a new estimated time
  'BRD', // boarding
  'FCL', // final call
  'GCL', // gate closed
  'DEP', // departed
  'ENR', // en route (arrival)
  'LND', // landed
  'BAG', // baggage on belt
  'ARR', // arrived: passengers and bags delivered
  'CNL', // cancelled
  'DIV', // diverted to another airport
] as const;

export type StatusCode = (typeof STATUS_CODES)[number];
export interface StatusLabels {
  es: string;
  en: string;
  fr: string;
  pt: string;
}

interface StatusDefinition {
  labels: StatusLabels;
}
export const STATUSES: Record<StatusCode, StatusDefinition> = {
  SCH: {
    labels: { es: 'Programado', en: 'Scheduled', fr: 'Programmé', pt: 'Programado' },
  },
  DLY: { labels: { es: 'Retrasado', en: 'Delayed', fr: 'Retardé', pt: 'Atrasado' } },
  BRD: {
    labels: { es: 'Embarcando', en: 'Boarding', fr: 'Embarquement', pt: 'Embarque' },
  },
  FCL: {
    labels: { es: 'Último llamado', en: 'Final call', fr: 'Dernier appel', pt: 'Última chamada' },
  },
  GCL: {
    labels: { es: 'Puerta cerrada', en: 'Gate closed', fr: 'Porte fermée', pt: 'Portão fechado' },
  },
  DEP: { labels: { es: 'Despegó', en: 'Departed', fr: 'Décollé', pt: 'Decolou' } },
  ENR: { labels: { es: 'En vuelo', en: 'En route', fr: 'En vol', pt: 'Em voo' } },
  LND: { labels: { es: 'Aterrizó', en: 'Landed', fr: 'Atterri', pt: 'Pousou' } },
  BAG: {
    labels: { es: 'Equipaje en banda', en: 'Baggage on belt', fr: 'Bagages sur le tapis', pt: 'Bagagem na esteira' },
  },
  ARR: { labels: { es: 'Llegó', en: 'Arrived', fr: 'Arrivé', pt: 'Chegou' } },
  CNL: { labels: { es: 'Cancelado', en: 'Cancelled', fr: 'Annulé', pt: 'Cancelado' } },
  DIV: { labels: { es: 'Desviado', en: 'Diverted', fr: 'Dérouté', pt: 'Desviado' } },
};

export function isStatusCode(code: string): code is StatusCode {
  return (STATUS_CODES as readonly string[]).includes(code);
}

export { statusIcon, statusTone, type StatusIcon, type StatusTone };

/** The status object of the v2 API: code plus its label in each language. */
export function statusOf(code: StatusCode): { code: StatusCode } & StatusLabels {
  return { code, ...STATUSES[code].labels };
}

/** The steps a flight goes through, for the detail page's progress timeline. */
export function timelineSteps(direction: 'departure' | 'arrival', kind: 'commercial' | 'cargo'): StatusCode[] {
  if (direction === 'departure') return kind === 'cargo' ? ['SCH', 'DEP'] : ['SCH', 'BRD', 'FCL', 'GCL', 'DEP'];
  return kind === 'cargo' ? ['SCH', 'ENR', 'LND', 'ARR'] : ['SCH', 'ENR', 'LND', 'BAG', 'ARR'];
}

/** Position of a status in its timeline (delayed counts as scheduled); -1 when off the timeline. */
export function timelinePosition(steps: readonly StatusCode[], code: string): number {
  const normalised = code === 'DLY' ? 'SCH' : code;
  return steps.indexOf(normalised as StatusCode);
}

/** Statuses of a flight that has taken off or landed: behind the passenger whatever its times say. */
const HAPPENED: readonly string[] = ['DEP', 'LND', 'BAG', 'ARR'];
/** Statuses that end a flight without it happening here: behind the passenger once its time has passed. */
const CALLED_OFF: readonly string[] = ['CNL', 'DIV'];

/**
 * Whether a flight is still to depart (or land) at `bogotaNow` (local Bogotá time, `YYYY-MM-DD HH:mm:ss`, as the
 * API writes times): it has no actual time and no status that says it happened, and a cancelled or diverted one
 * is still listed until its time. Boards open on the first such flight; the home page lists the next ones.
 */
export function isStillToCome(
  flight: { status: { code: string }; actualDate: string | null; estimatedDate: string | null; scheduleDate: string },
  bogotaNow: string,
): boolean {
  if (flight.actualDate || HAPPENED.includes(flight.status.code)) return false;
  if (CALLED_OFF.includes(flight.status.code)) return (flight.estimatedDate ?? flight.scheduleDate) >= bogotaNow;
  return true;
}
