import type { FollowLabels } from './follow-button.client';

/** Strings the board's client island needs, passed as props from the server (no message JSON shipped). */
export interface BoardLabels {
  /** The follow star of each row; absent = no star (cargo boards). */
  follow?: FollowLabels;
  caption: string;
  columns: {
    time: string;
    city: string;
    airline: string;
    flight: string;
    terminal: string;
    belt: string;
    gate: string;
    status: string;
  };
  scheduled: string;
  estimated: string;
  nextDay: string;
  notAssigned: string;
  codeshares: string;
  /** Contains {time}. */
  updated: string;
  /** Contains {time}. */
  stale: string;
  refreshFailed: string;
  /** The note beside the stamp when the data come from the embedded simulation. */
  simulated: string;
  empty: string;
  emptyHint: string;
  clearFilters: string;
  /** Contains {flight}, {city} and {status}. */
  announce: string;
  /** Contains {count}. */
  moreChanges: string;
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
