import 'server-only';
import type { CheckpointId, LocalizedText, QueueType } from '../../schemas';
import type { Movement } from './flight-bank';

/*
 * The checkpoints where passengers queue: security filters for domestic and
 * international departures at T1 and the T2 filter, and migration for international departures
 * and arrivals. For the simulation each has the flights whose passengers reach it in the next hour
 * (departures leave 30–90 min after their passengers pass a domestic filter, 60–120 min after an
 * international one; arrivals reach migration in the 30 minutes around landing) and, per queue
 * type, the share of those passengers and how many an hour it serves.
 */

export interface QueueModel {
  type: QueueType;
  /** Share of the checkpoint's passengers using this queue. */
  share: number;
  /** Passengers served per hour with normal staffing. */
  perHour: number;
}

export interface CheckpointDef {
  id: CheckpointId;
  kind: 'security' | 'migration';
  direction: 'departures' | 'arrivals';
  terminal: 'T1' | 'T2';
  name: LocalizedText;
  queues: readonly QueueModel[];
  /** The flights whose passengers pass here in the hour starting at `nowMs`. */
  inBank: (movement: Movement, nowMs: number) => boolean;
  /** The queue drawn in the 2-hour chart. */
  mainQueue: QueueType;
}

const MINUTE = 60_000;
const within = (at: number, from: number, to: number) => at >= from && at < to;

const securityQueues = (general: number, preferential: number): QueueModel[] => [
  { type: 'general', share: 0.88, perHour: general },
  { type: 'preferential', share: 0.12, perHour: preferential },
];

const migrationQueues = (foreignShare: number): QueueModel[] => [
  { type: 'national-biometric', share: 0.62 - foreignShare, perHour: 520 },
  { type: 'foreigners-biometric', share: foreignShare, perHour: 260 },
  { type: 'preferential', share: 0.1, perHour: 110 },
  { type: 'traditional', share: 0.28, perHour: 260 },
];

export const CHECKPOINTS: readonly CheckpointDef[] = [
  {
    id: 'security-domestic',
    kind: 'security',
    direction: 'departures',
    terminal: 'T1',
    name: {
      es: 'Filtro de seguridad nacional',
      en: 'Domestic security checkpoint',
      fr: 'Contrôle de sûreté, vols nationaux',
      pt: 'Controle de segurança, voos nacionais',
    },
    queues: securityQueues(3600, 520),
    inBank: (m, now) =>
      m.direction === 'departure' &&
      !m.international &&
      m.terminal === 'T1' &&
      within(m.atMs, now + 30 * MINUTE, now + 90 * MINUTE),
    mainQueue: 'general',
  },
  {
    id: 'security-international',
    kind: 'security',
    direction: 'departures',
    terminal: 'T1',
    name: {
      es: 'Filtro de seguridad internacional',
      en: 'International security checkpoint',
      fr: 'Contrôle de sûreté, vols internationaux',
      pt: 'Controle de segurança, voos internacionais',
    },
    queues: securityQueues(2600, 420),
    inBank: (m, now) =>
      m.direction === 'departure' && m.international && within(m.atMs, now + 60 * MINUTE, now + 120 * MINUTE),
    mainQueue: 'general',
  },
  {
    id: 'migration-departures',
    kind: 'migration',
    direction: 'departures',
    terminal: 'T1',
    name: {
      es: 'Migración, salidas internacionales',
      en: 'Immigration, international departures',
      fr: 'Immigration, départs internationaux',
      pt: 'Imigração, partidas internacionais',
    },
    queues: migrationQueues(0.2),
    inBank: (m, now) =>
      m.direction === 'departure' && m.international && within(m.atMs, now + 50 * MINUTE, now + 110 * MINUTE),
    mainQueue: 'national-biometric',
  },
  {
    id: 'migration-arrivals',
    kind: 'migration',
    direction: 'arrivals',
    terminal: 'T1',
    name: {
      es: 'Migración, llegadas internacionales',
      en: 'Immigration, international arrivals',
      fr: 'Immigration, arrivées internationales',
      pt: 'Imigração, chegadas internacionais',
    },
    queues: migrationQueues(0.3),
    inBank: (m, now) =>
      m.direction === 'arrival' && m.international && within(m.atMs, now - 30 * MINUTE, now + 30 * MINUTE),
    mainQueue: 'national-biometric',
  },
  {
    id: 'security-t2',
    kind: 'security',
    direction: 'departures',
    terminal: 'T2',
    name: {
      es: 'Filtro de seguridad, Terminal 2',
      en: 'Security checkpoint, Terminal 2',
      fr: 'Contrôle de sûreté, Terminal 2',
      pt: 'Controle de segurança, Terminal 2',
    },
    queues: securityQueues(1400, 240),
    inBank: (m, now) =>
      m.direction === 'departure' && m.terminal === 'T2' && within(m.atMs, now + 30 * MINUTE, now + 90 * MINUTE),
    mainQueue: 'general',
  },
];

export function checkpointDef(id: string): CheckpointDef | undefined {
  return CHECKPOINTS.find((c) => c.id === id);
}
