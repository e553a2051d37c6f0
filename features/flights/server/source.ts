import 'server-only';
import type { Direction } from '../designator';
import type { Flight, FlightKind, FlightTerminal, FlightTypeCode } from '../schemas';

/*
 * The flights adapter (ARCHITECTURE §3). A source hands over one day of flights, both directions,
 * sorted by scheduled time. Each entry carries what the filters need up front and builds its
 * v2 `Flight` on demand for an instant, so a request only builds the flights it returns and the
 * simulated statuses follow the clock.
 */

export interface FlightEntry {
  id: string;
  /** Operating designator, e.g. AV9364. */
  flight: string;
  /** Operating and codeshare designators, upper case. */
  designators: readonly string[];
  /** Operating and codeshare airline codes. */
  airlines: readonly string[];
  direction: Direction;
  kind: FlightKind;
  flighttype: FlightTypeCode;
  terminal: FlightTerminal | string;
  scheduledMs: number;
  /** compactText() of designators, airline names and codes, city code and names. */
  haystack: string;
  /** The flight as the API shows it at `nowMs`. */
  snapshot(nowMs: number): Flight;
}

export interface FlightDay {
  date: string;
  entries: readonly FlightEntry[];
  /** When the data was fetched; null = live (derived from the clock at request time). */
  fetchedAtMs: number | null;
  /** True when the upstream failed and this is the last good copy. */
  stale: boolean;
  /**
   * True when the day comes from the embedded simulation, not from a real flight source: every page
   * and API answer built from it says so (ARCHITECTURE §3). A configured upstream's data, even stale,
   * is not simulated.
   */
  simulated: boolean;
}

export interface FlightSource {
  readonly name: 'simulated' | 'http';
  getDay(date: string): Promise<FlightDay>;
}
