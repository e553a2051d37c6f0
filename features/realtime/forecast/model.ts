import { bogotaMs, bogotaWallClock } from '@/lib/bogota-time';
import { STAFFING_BY_HOUR, LOAD_FACTOR, type CheckpointProfile, type ScheduledFlight } from './profiles';
import { CALIBRATION_HALF_LIFE_MINUTES, CALIBRATION_HOLD_MINUTES, FORECAST_SLOT_MINUTES } from './schemas';

/*
 * The embedded queue forecast, pure and deterministic (docs/realtime.md, "Queue forecast"): every
 * flight of the schedule sends its passengers (seats × load factor × the share that passes the
 * checkpoint) to the checkpoint along a show-up curve; the open lanes serve them at a fixed rate; a
 * fluid queue carries the backlog from one 5-minute step to the next. A passenger's wait is the
 * backlog ahead of them divided by the service rate, plus the time through an empty checkpoint.
 */

const MINUTE = 60_000;
const STEP_MINUTES = 5;
const STEPS_PER_SLOT = FORECAST_SLOT_MINUTES / STEP_MINUTES;
const SLOTS_PER_DAY = (24 * 60) / FORECAST_SLOT_MINUTES;
/** The queue starts this long before midnight so the first slots carry the evening's backlog. */
const WARM_UP_MINUTES = 6 * 60;
/** No forecast says more than this: beyond it the figure means "very long", not a number to trust. */
export const MAX_FORECAST_MINUTES = 180;

/** Passengers of one flight who pass the checkpoint. */
export function passengersOf(flight: ScheduledFlight, profile: CheckpointProfile): number {
  const load = flight.international ? LOAD_FACTOR.international : LOAD_FACTOR.domestic;
  return flight.seats * load * profile.share;
}

/** Passengers reaching the checkpoint in each 5-minute step from `fromMs`. */
export function arrivalsPerStep(
  profile: CheckpointProfile,
  flights: readonly ScheduledFlight[],
  fromMs: number,
  steps: number,
): number[] {
  const arrivals = new Array<number>(steps).fill(0);
  for (const flight of flights) {
    if (!profile.takes(flight)) continue;
    const passengers = passengersOf(flight, profile);
    for (const bin of profile.showUp) {
      // Spread the bin's passengers evenly over its minutes, then add each minute to its step.
      const perMinute = (passengers * bin.share) / (bin.to - bin.from);
      for (let minute = bin.from; minute < bin.to; minute += 1) {
        const step = Math.floor((flight.atMs + minute * MINUTE - fromMs) / (STEP_MINUTES * MINUTE));
        if (step >= 0 && step < steps) arrivals[step] = (arrivals[step] ?? 0) + perMinute;
      }
    }
  }
  return arrivals;
}

/** Passengers an hour the checkpoint serves at an instant (open lanes × rate per lane). */
export function capacityPerHour(profile: CheckpointProfile, atMs: number): number {
  const staffing = STAFFING_BY_HOUR[bogotaWallClock(atMs).hour] ?? 1;
  return Math.max(1, Math.round(profile.lanes * staffing)) * profile.perLaneHour;
}

/**
 * Expected wait (minutes, unrounded) per 15-minute slot of a Bogotá date: 96 values from midnight.
 * `flights` must cover the date and its neighbours (departures just after midnight show up before it).
 */
export function modelDay(profile: CheckpointProfile, flights: readonly ScheduledFlight[], date: string): number[] {
  const dayStart = bogotaMs(date);
  const fromMs = dayStart - WARM_UP_MINUTES * MINUTE;
  const warmUpSteps = WARM_UP_MINUTES / STEP_MINUTES;
  const steps = warmUpSteps + SLOTS_PER_DAY * STEPS_PER_SLOT;
  const arrivals = arrivalsPerStep(profile, flights, fromMs, steps);
  const waits: number[] = [];
  let backlog = 0;
  for (let step = 0; step < steps; step += 1) {
    const atMs = fromMs + step * STEP_MINUTES * MINUTE;
    const servedPerMinute = capacityPerHour(profile, atMs) / 60;
    const arriving = arrivals[step] ?? 0;
    // Someone joining mid-step finds the backlog plus half the step's arrivals ahead.
    const ahead = backlog + arriving / 2;
    if (step >= warmUpSteps) waits.push(profile.baseMinutes + ahead / servedPerMinute);
    backlog = Math.max(0, backlog + arriving - servedPerMinute * STEP_MINUTES);
  }
  const slots: number[] = [];
  for (let slot = 0; slot < SLOTS_PER_DAY; slot += 1) {
    const inSlot = waits.slice(slot * STEPS_PER_SLOT, (slot + 1) * STEPS_PER_SLOT);
    slots.push(Math.min(MAX_FORECAST_MINUTES, inSlot.reduce((sum, w) => sum + w, 0) / inSlot.length));
  }
  return slots;
}

/** Start instant of each slot of a Bogotá date. */
export function slotStarts(date: string): number[] {
  const dayStart = bogotaMs(date);
  return Array.from({ length: SLOTS_PER_DAY }, (_, i) => dayStart + i * FORECAST_SLOT_MINUTES * MINUTE);
}

// ---- Calibration against the live readings ---------------------------------------------------

/**
 * The rule (stated on the page, docs/realtime.md "Calibration"): today's slots that hold a measurement say
 * what was measured (the live reading for the current slot, the main queue's history of the last 2 hours
 * for the slots before it); the correction of the nearest measured slot then holds for
 * CALIBRATION_HOLD_MINUTES and halves every CALIBRATION_HALF_LIFE_MINUTES after that, back to the model,
 * forward from the live reading and backward from the oldest reading alike.
 */
export { CALIBRATION_HALF_LIFE_MINUTES, CALIBRATION_HOLD_MINUTES };
/**
 * A measurement never moves the model around it by more than this factor (either way): enough for a measured
 * hour-long queue where the model expected a few minutes, not for a misreading of 180 against 1. The measured
 * slots themselves say what was measured.
 */
const MAX_FACTOR = 12;
/** Added to both sides of the ratio so near-empty queues do not make huge factors. */
const RATIO_SMOOTHING_MINUTES = 2;

export interface LiveReading {
  minutes: number;
  measuredAtMs: number;
}

/** The scale (of minutes plus 2, so near-empty queues do not make huge factors) from model to reading. */
export function calibrationFactor(modelMinutes: number, readingMinutes: number): number {
  const ratio = (readingMinutes + RATIO_SMOOTHING_MINUTES) / (modelMinutes + RATIO_SMOOTHING_MINUTES);
  return Math.min(MAX_FACTOR, Math.max(1 / MAX_FACTOR, ratio));
}

/** How much of a measured slot's correction reaches a slot `minutes` away from it. */
export function calibrationWeight(minutes: number): number {
  const beyond = Math.abs(minutes) - CALIBRATION_HOLD_MINUTES;
  return beyond <= 0 ? 1 : 0.5 ** (beyond / CALIBRATION_HALF_LIFE_MINUTES);
}

const scaled = (value: number, factor: number) =>
  Math.min(MAX_FORECAST_MINUTES, Math.max(0, (value + RATIO_SMOOTHING_MINUTES) * factor - RATIO_SMOOTHING_MINUTES));

/**
 * The slots moved to the live readings (the rule above). `live` is the current reading; `history` the earlier
 * readings of the same queue (the 2-hour chart beside the forecast); readings after `live` or outside the day
 * are ignored, and without a live reading in the day the model is returned as is (factor 1). `factor` is the
 * correction at the live reading's slot; `measuredSlots` how many slots say a measurement.
 */
export function calibrate(
  minutes: readonly number[],
  starts: readonly number[],
  live: LiveReading,
  history: readonly LiveReading[] = [],
): { minutes: number[]; factor: number; measuredSlots: number } {
  const slotMs = FORECAST_SLOT_MINUTES * MINUTE;
  const slotOf = (atMs: number) => starts.findIndex((start) => atMs >= start && atMs < start + slotMs);
  const liveIndex = slotOf(live.measuredAtMs);
  if (liveIndex < 0) return { minutes: [...minutes], factor: 1, measuredSlots: 0 };
  // The measured value of each slot: the mean of the history's readings in it, the live reading in its own.
  const sums = new Map<number, { total: number; count: number }>();
  for (const reading of history) {
    const index = slotOf(reading.measuredAtMs);
    if (index < 0 || index >= liveIndex || !Number.isFinite(reading.minutes) || reading.minutes < 0) continue;
    const sum = sums.get(index) ?? { total: 0, count: 0 };
    sums.set(index, { total: sum.total + reading.minutes, count: sum.count + 1 });
  }
  const measured = new Map<number, number>([...sums].map(([index, sum]) => [index, sum.total / sum.count]));
  measured.set(liveIndex, live.minutes);
  const anchors = [...measured.keys()].sort((a, b) => a - b);
  const factors = new Map(
    anchors.map((index) => [index, calibrationFactor(minutes[index] ?? 0, measured.get(index)!)]),
  );
  const first = anchors[0]!;
  const calibrated = minutes.map((value, i) => {
    const exact = measured.get(i);
    if (exact !== undefined) return Math.min(MAX_FORECAST_MINUTES, Math.max(0, exact));
    if (i > liveIndex || i < first) {
      const anchor = i > liveIndex ? liveIndex : first;
      const weight = calibrationWeight((i - anchor) * FORECAST_SLOT_MINUTES);
      return scaled(value, 1 + (factors.get(anchor)! - 1) * weight);
    }
    // Between two measured slots (a gap in the history): the correction goes linearly from one to the other.
    const after = anchors.find((index) => index > i)!;
    const before = anchors[anchors.indexOf(after) - 1]!;
    const share = (i - before) / (after - before);
    return scaled(value, factors.get(before)! + (factors.get(after)! - factors.get(before)!) * share);
  });
  return { minutes: calibrated, factor: factors.get(liveIndex)!, measuredSlots: anchors.length };
}

// ---- The quietest window ---------------------------------------------------------------------

export interface ForecastWindow {
  startMs: number;
  endMs: number;
  averageMinutes: number;
}

/** The quietest window is this long (6 slots of 15 minutes) when the rest of the day allows. */
export const QUIET_WINDOW_SLOTS = 6;

/**
 * The window of the rest of the day (only slots starting at or after `nowMs`: never a time in the
 * past) with the lowest average wait; the earliest on a tie. Null when no slot is left.
 */
export function quietestWindow(
  slots: readonly { start: string; minutes: number }[],
  nowMs: number,
  length = QUIET_WINDOW_SLOTS,
): ForecastWindow | null {
  const slotMs = FORECAST_SLOT_MINUTES * MINUTE;
  const ahead = slots
    .map((slot) => ({ startMs: Date.parse(slot.start), minutes: slot.minutes }))
    .filter((slot) => slot.startMs >= nowMs);
  if (ahead.length === 0) return null;
  const size = Math.min(length, ahead.length);
  let best: ForecastWindow | null = null;
  for (let i = 0; i + size <= ahead.length; i += 1) {
    const window = ahead.slice(i, i + size);
    const averageMinutes = window.reduce((sum, slot) => sum + slot.minutes, 0) / size;
    if (!best || averageMinutes < best.averageMinutes - 1e-9) {
      best = { startMs: window[0]!.startMs, endMs: window[size - 1]!.startMs + slotMs, averageMinutes };
    }
  }
  return best;
}
