import type { QueueType } from '../schemas';

/** Strings the live panels need, resolved on the server and passed as props (no message JSON shipped). */

export interface LiveLabels {
  /** Contains {time}. */
  updated: string;
  refreshFailed: string;
  noData: string;
  source: string;
  /** Contains {time}. */
  measuredAt: string;
  /** Contains {time}. */
  stale: string;
  /** Contains {terminal}. */
  terminal: string;
}

export interface QueueLabels extends LiveLabels {
  /** Contains {max}. */
  lessThan: string;
  /** Contains {min} and {max}. */
  between: string;
  types: Record<QueueType, string>;
  chartTitle: string;
  /** Contains {queue}, {min} and {max}. */
  chartSummary: string;
  chartNoData: string;
  /** A bar's exact value. Contains {time} and {minutes}. */
  chartPoint: string;
  /** A gridline's value. Contains {minutes}. */
  chartTick: string;
  chartTime: string;
  chartMinutes: string;
}

export interface ParkingLabels extends LiveLabels {
  /** Contains {available} and {capacity}. */
  available: string;
  /** Contains {percent}. */
  occupancy: string;
  /** Contains {lot}. */
  gauge: string;
  full: string;
  /** Contains {capacity}. */
  capacity: string;
  pricing: string;
  carPerMinute: string;
  motorbikePerMinute: string;
  dailyMaximum: string;
  lostTicket: string;
  contact: string;
  phone: string;
  email: string;
  pay: string;
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
