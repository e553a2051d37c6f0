import type { ForecastCheckpoint } from './schemas';

/*
 * The assumptions of the embedded queue forecast, one place, each with its source in
 * docs/realtime.md ("Queue forecast"). They are reference figures for a model, to be replaced by the
 * operator's own counts (or by a forecast feed: QUEUE_FORECAST_URL) when they exist.
 */

/** A flight as the forecast needs it. `atMs` is the departure (or landing) time, estimated when known. */
export interface ScheduledFlight {
  atMs: number;
  direction: 'departure' | 'arrival';
  international: boolean;
  terminal: 'T1' | 'T2';
  /** Seats of the aircraft type the carrier usually flies on the route (./fleet.ts). */
  seats: number;
}

/** Share of a flight's passengers reaching the checkpoint between two offsets from the flight time. */
export interface ShowUpBin {
  /** Minutes from the flight time: negative = before departure, positive = after landing. */
  from: number;
  to: number;
  share: number;
}

export interface CheckpointProfile {
  id: ForecastCheckpoint;
  /** The live checkpoint (GET /api/v2/queues) whose readings calibrate this forecast. */
  liveCheckpoint: 'security-domestic' | 'security-international' | 'migration-departures' | 'migration-arrivals';
  /** The flights whose passengers queue here. */
  takes: (flight: ScheduledFlight) => boolean;
  /** Share of those passengers who pass here (connecting passengers stay airside). */
  share: number;
  /** When they arrive at the checkpoint. Shares sum to 1. */
  showUp: readonly ShowUpBin[];
  /** Lanes (or booths and e-gates) open at full staffing. */
  lanes: number;
  /** Passengers one open lane serves per hour. */
  perLaneHour: number;
  /** Minutes through the checkpoint with nobody ahead (walking the lane, screening or the booth). */
  baseMinutes: number;
}

/** Average seat occupancy: domestic and international flights. */
export const LOAD_FACTOR = { domestic: 0.85, international: 0.82 } as const;

/** Share of full staffing on duty by hour of the day (Bogotá): fewer lanes in the small hours. */
export const STAFFING_BY_HOUR: readonly number[] = [
  0.35, 0.35, 0.35, 0.5, 0.8, 0.9, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0.85, 0.85, 0.6,
];

/** Domestic passengers reach security 30–150 minutes before departure, most 60–120. */
const DOMESTIC_SECURITY: readonly ShowUpBin[] = [
  { from: -150, to: -120, share: 0.08 },
  { from: -120, to: -90, share: 0.22 },
  { from: -90, to: -60, share: 0.35 },
  { from: -60, to: -45, share: 0.2 },
  { from: -45, to: -30, share: 0.15 },
];

/** International passengers reach security 60–210 minutes before departure, most 90–150. */
const INTERNATIONAL_SECURITY: readonly ShowUpBin[] = [
  { from: -210, to: -180, share: 0.07 },
  { from: -180, to: -150, share: 0.18 },
  { from: -150, to: -120, share: 0.3 },
  { from: -120, to: -90, share: 0.27 },
  { from: -90, to: -60, share: 0.18 },
];

/** Migration for departures: the same passengers about 10 minutes after the security filter. */
const DEPARTURE_MIGRATION = INTERNATIONAL_SECURITY.map((bin) => ({ ...bin, from: bin.from + 10, to: bin.to + 10 }));

/** Arriving passengers reach migration 10–45 minutes after landing (taxi-in, deplaning, the walk). */
const ARRIVAL_MIGRATION: readonly ShowUpBin[] = [
  { from: 10, to: 20, share: 0.3 },
  { from: 20, to: 30, share: 0.45 },
  { from: 30, to: 45, share: 0.25 },
];

export const PROFILES: Readonly<Record<ForecastCheckpoint, CheckpointProfile>> = {
  'security-domestic': {
    id: 'security-domestic',
    liveCheckpoint: 'security-domestic',
    takes: (f) => f.direction === 'departure' && !f.international && f.terminal === 'T1',
    share: 0.85,
    showUp: DOMESTIC_SECURITY,
    lanes: 15,
    perLaneHour: 150,
    baseMinutes: 3,
  },
  'security-international': {
    id: 'security-international',
    liveCheckpoint: 'security-international',
    takes: (f) => f.direction === 'departure' && f.international,
    share: 0.65,
    showUp: INTERNATIONAL_SECURITY,
    lanes: 6,
    perLaneHour: 130,
    baseMinutes: 4,
  },
  'migration-departures': {
    id: 'migration-departures',
    liveCheckpoint: 'migration-departures',
    takes: (f) => f.direction === 'departure' && f.international,
    share: 0.85,
    showUp: DEPARTURE_MIGRATION,
    lanes: 10,
    perLaneHour: 100,
    baseMinutes: 3,
  },
  'migration-arrivals': {
    id: 'migration-arrivals',
    liveCheckpoint: 'migration-arrivals',
    takes: (f) => f.direction === 'arrival' && f.international,
    share: 0.85,
    showUp: ARRIVAL_MIGRATION,
    lanes: 14,
    perLaneHour: 100,
    baseMinutes: 3,
  },
};
