/*
 * The embedded door-to-terminal travel model (docs/my-trip.md explains every figure). Bogotá's traffic
 * depends mostly on the hour and the day: the road distance (straight line × a detour factor) is driven
 * at the speed of the hour the trip starts, plus a fixed part per mode (waiting for the car, parking,
 * walking to and from TransMilenio). Reference figures, not live traffic. Pure and client-safe.
 */

import { bogotaWallClock } from '@/lib/bogota-time';

export const TRAVEL_MODES = ['taxi', 'app', 'transmilenio', 'car'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

export interface LatLng {
  lat: number;
  lng: number;
}

/** El Dorado, terminal 1 kerb (the taxi feature's airport point). */
export const AIRPORT: LatLng = { lat: 4.69843, lng: -74.14112 };

/** Streets are not straight: road distance ≈ 1.35 × the straight line inside Bogotá's grid. */
export const DETOUR_FACTOR = 1.35;

export function straightKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Hour (0–23, fractional) and weekday (0 = Sunday) in Bogotá of an instant. */
function hourAndWeekday(at: Date): { hour: number; weekday: number } {
  const { hour, minute, weekday } = bogotaWallClock(at.getTime());
  return { hour: hour + minute / 60, weekday };
}

export type TrafficPeriod = 'peak' | 'day' | 'evening' | 'night' | 'weekend';

/** The traffic period of an instant: weekday peaks 6:00–9:00 and 16:30–19:30. */
export function trafficPeriod(at: Date): TrafficPeriod {
  const { hour, weekday } = hourAndWeekday(at);
  if (hour < 5 || hour >= 22) return 'night';
  if (weekday === 0 || weekday === 6) return 'weekend';
  if ((hour >= 6 && hour < 9) || (hour >= 16.5 && hour < 19.5)) return 'peak';
  if (hour >= 19.5) return 'evening';
  return 'day';
}

/** Average door-to-door road speed (km/h) by period: cars and taxis, and TransMilenio's trunk lines. */
export const ROAD_SPEED_KMH: Readonly<Record<TrafficPeriod, number>> = {
  peak: 14,
  day: 21,
  evening: 24,
  weekend: 26,
  night: 34,
};
export const TRANSMILENIO_SPEED_KMH: Readonly<Record<TrafficPeriod, number>> = {
  peak: 17,
  day: 20,
  evening: 21,
  weekend: 21,
  night: 21,
};

/**
 * Fixed minutes per mode besides the ride: waiting for the taxi or the app car to reach the door;
 * for the car, parking at the terminal and walking in; for TransMilenio, walking to the station,
 * waiting, and the feeder (route 16-14) from Portal El Dorado to the terminal.
 */
export const MODE_FIXED_MINUTES: Readonly<Record<TravelMode, number>> = {
  taxi: 5,
  app: 7,
  car: 10,
  transmilenio: 30,
};

/** TransMilenio and its feeder do not run overnight (about 23:00–4:30). */
export function transmilenioRuns(at: Date): boolean {
  const { hour } = hourAndWeekday(at);
  return hour >= 4.5 && hour < 23;
}

/** Minutes from the address to the terminal for a trip that starts at `at` (whole minutes, rounded up). */
export function travelMinutes(from: LatLng, mode: TravelMode, at: Date): number {
  const km = straightKm(from, AIRPORT) * DETOUR_FACTOR;
  const period = trafficPeriod(at);
  const speed = mode === 'transmilenio' ? TRANSMILENIO_SPEED_KMH[period] : ROAD_SPEED_KMH[period];
  return Math.ceil((km / speed) * 60 + MODE_FIXED_MINUTES[mode]);
}

/**
 * The latest whole-minute start that still arrives by `arriveBy`. The travel time depends on the start
 * (a trip that starts in the peak is slower), so starts are tried minute by minute backwards from
 * `arriveBy`: at most a few hundred evaluations of a formula.
 */
export function latestStart(from: LatLng, mode: TravelMode, arriveBy: Date): { start: Date; minutes: number } {
  const end = Math.floor(arriveBy.getTime() / 60_000);
  for (let minute = end; minute > end - 24 * 60; minute--) {
    const start = new Date(minute * 60_000);
    const minutes = travelMinutes(from, mode, start);
    if (minute + minutes <= end) return { start, minutes };
  }
  const minutes = travelMinutes(from, mode, arriveBy);
  return { start: new Date((end - minutes) * 60_000), minutes };
}
