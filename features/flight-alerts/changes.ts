/*
 * The change detector of followed flights, pure: it compares what a subscription last saw
 * of a flight with the flight now and lists what is worth telling the passenger. Each change is told
 * once because the caller stores the new state in the same transaction as the alerts it enqueues.
 */

import { bogotaMs } from '@/lib/bogota-time';

/** The part of a v2 flight the detector reads. */
export interface WatchedFlight {
  status: { code: string };
  gate: string | null;
  claim: string | null;
  scheduleDate: string;
  estimatedDate: string | null;
  actualDate: string | null;
}

export interface AlertState {
  status: string;
  gate: string | null;
  claim: string | null;
  estimatedDate: string | null;
  delayAlertedFor: string | null;
}

export type AlertEvent =
  | { type: 'gate'; gate: string; previous: string | null }
  | { type: 'delay'; estimatedDate: string; minutes: number }
  | { type: 'boarding' }
  | { type: 'finalCall' }
  | { type: 'cancelled' }
  | { type: 'diverted' }
  | { type: 'landed'; at: string | null }
  | { type: 'belt'; claim: string };

/** Delays shorter than this are not worth a message. */
export const DELAY_ALERT_MINUTES = 15;
/** Alerts stop this long after the flight departs or lands (or is cancelled or diverted). */
export const ALERTS_END_AFTER_MS = 2 * 60 * 60_000;
/** Everything stored for a subscription is deleted this long after the flight. */
export const PURGE_AFTER_MS = 24 * 60 * 60_000;

const LANDED = ['LND', 'BAG', 'ARR'];
const AFTER_BOARDING = ['BRD', 'FCL', 'GCL', 'DEP'];
const AFTER_FINAL_CALL = ['FCL', 'GCL', 'DEP'];

/** Minutes between two local Bogota times. */
export function minutesBetween(from: string, to: string): number {
  return Math.round((bogotaMs(to) - bogotaMs(from)) / 60_000);
}

/** The state to store: what the passenger has now been told (or already saw when following). */
export function alertStateOf(flight: WatchedFlight, delayAlertedFor: string | null = null): AlertState {
  return {
    status: flight.status.code,
    gate: flight.gate,
    claim: flight.claim,
    estimatedDate: flight.estimatedDate,
    delayAlertedFor,
  };
}

/** The delay of a flight worth telling, or null. */
function delayOf(flight: WatchedFlight): { estimatedDate: string; minutes: number } | null {
  if (!flight.estimatedDate || flight.actualDate || ['CNL', 'DIV'].includes(flight.status.code)) return null;
  const minutes = minutesBetween(flight.scheduleDate, flight.estimatedDate);
  return minutes >= DELAY_ALERT_MINUTES ? { estimatedDate: flight.estimatedDate, minutes } : null;
}

/** The state of a flight when someone starts following it: what they see is not news. */
export function initialAlertState(flight: WatchedFlight): AlertState {
  return alertStateOf(flight, delayOf(flight)?.estimatedDate ?? null);
}

/** What changed since `previous`, in the order a passenger would want to read it. */
export function detectChanges(previous: AlertState, flight: WatchedFlight): AlertEvent[] {
  const events: AlertEvent[] = [];
  const code = flight.status.code;
  const was = previous.status;
  if (code === 'CNL' && was !== 'CNL') return [{ type: 'cancelled' }];
  if (code === 'DIV' && was !== 'DIV') return [{ type: 'diverted' }];

  if (flight.gate && flight.gate !== previous.gate)
    events.push({ type: 'gate', gate: flight.gate, previous: previous.gate });
  const delay = delayOf(flight);
  if (delay && delay.estimatedDate !== previous.delayAlertedFor) events.push({ type: 'delay', ...delay });
  if (code === 'BRD' && !AFTER_BOARDING.includes(was)) events.push({ type: 'boarding' });
  if (code === 'FCL' && !AFTER_FINAL_CALL.includes(was)) events.push({ type: 'finalCall' });
  if (LANDED.includes(code) && !LANDED.includes(was)) events.push({ type: 'landed', at: flight.actualDate });
  if (flight.claim && flight.claim !== previous.claim) events.push({ type: 'belt', claim: flight.claim });
  return events;
}

/** The state after telling `events`. */
export function nextAlertState(previous: AlertState, flight: WatchedFlight, events: AlertEvent[]): AlertState {
  const delay = events.find((e) => e.type === 'delay');
  return alertStateOf(flight, delay?.type === 'delay' ? delay.estimatedDate : previous.delayAlertedFor);
}

/**
 * When alerts stop, in ms since the epoch: 2 hours after the flight took off or landed, or after it was
 * cancelled or diverted (counted from `nowMs`, when that was noticed). Null while the flight is pending.
 */
export function alertsEndAt(flight: WatchedFlight, nowMs: number, actualMs: number | null): number | null {
  if (actualMs !== null) return actualMs + ALERTS_END_AFTER_MS;
  if (['CNL', 'DIV'].includes(flight.status.code)) return nowMs + ALERTS_END_AFTER_MS;
  return null;
}
