import 'server-only';
import { AIRLINES, passengerAirlines, terminalFor } from './reference';

/*
 * The connection guide (SPEC §3 Connection form): from the arriving and departing flight types,
 * the two airlines and whether the bags are checked through, the concrete steps at El Dorado.
 * The eight combinations (2 arriving × 2 departing × bags yes/no) each have their own list; a
 * change between Terminal 1 and Terminal 2 (Clic, Satena and Wingo domestic flights) adds the
 * shuttle and, since bags are not transferred between terminals, collecting and re-checking them.
 * Times are the airport's guidance; the airline's own minimum connection time prevails.
 */

export type FlightScope = 'international' | 'domestic';

export interface ConnectionInput {
  arriving: FlightScope;
  departing: FlightScope;
  arrivalAirline: string;
  departureAirline: string;
  bagsThrough: boolean;
}

export type ConnectionStepKey =
  | 'followTransfer'
  | 'transitSecurity'
  | 'noImmigration'
  | 'bagsThrough'
  | 'immigrationIn'
  | 'collectBags'
  | 'collectBagsForCustoms'
  | 'customs'
  | 'dropConnectionBags'
  | 'bagsBetweenTerminals'
  | 'collectBagsDomestic'
  | 'terminalChange'
  | 'checkIn'
  | 'securityInternational'
  | 'securityDomestic'
  | 'immigrationOut'
  | 'followToInternational'
  | 'stayAirside'
  | 'goToGateInternational'
  | 'goToGateDomestic';

export interface ConnectionStep {
  key: ConnectionStepKey;
  values: Record<string, string | number>;
}

export interface ConnectionPlan {
  input: ConnectionInput;
  arrivalTerminal: 'T1' | 'T2';
  departureTerminal: 'T1' | 'T2';
  terminalChange: boolean;
  immigration: boolean;
  customs: boolean;
  security: boolean;
  collectBags: boolean;
  recheckBags: boolean;
  walkingMinutes: number;
  minimumMinutes: number;
  steps: ConnectionStep[];
}

/** Minutes for the free shuttle between terminals: wait (every 15 min) plus ride and walk. */
export const SHUTTLE_MINUTES = 30;

/** Base minimum connection time and walking time of each combination, same terminal. */
const TIMES: Record<string, { minimum: number; walking: number }> = {
  'international>international:through': { minimum: 60, walking: 10 },
  'international>international:collect': { minimum: 150, walking: 20 },
  'international>domestic:through': { minimum: 90, walking: 15 },
  'international>domestic:collect': { minimum: 120, walking: 20 },
  'domestic>international:through': { minimum: 90, walking: 15 },
  'domestic>international:collect': { minimum: 150, walking: 20 },
  'domestic>domestic:through': { minimum: 45, walking: 10 },
  'domestic>domestic:collect': { minimum: 90, walking: 15 },
};

function airlineName(code: string): string {
  return AIRLINES.get(code)?.name ?? code;
}

export function planConnection(input: ConnectionInput): ConnectionPlan {
  const arrivalTerminal = terminalFor(input.arrivalAirline, input.arriving === 'domestic');
  const departureTerminal = terminalFor(input.departureAirline, input.departing === 'domestic');
  const terminalChange = arrivalTerminal !== departureTerminal;
  const departingAirline = airlineName(input.departureAirline);
  const steps: ConnectionStep[] = [];
  const add = (key: ConnectionStepKey, values: Record<string, string | number> = {}) => steps.push({ key, values });
  const change = () =>
    terminalChange && add('terminalChange', { from: arrivalTerminal, to: departureTerminal, minutes: SHUTTLE_MINUTES });
  const checkIn = () =>
    add('checkIn', {
      airline: departingAirline,
      terminal: departureTerminal,
      closes: input.departing === 'international' ? 60 : 45,
    });
  const gate = () =>
    input.departing === 'international'
      ? add('goToGateInternational')
      : add('goToGateDomestic', { terminal: departureTerminal });
  // Bags checked through cannot follow a passenger from one terminal to the other.
  const through = input.bagsThrough && !terminalChange;
  if (input.bagsThrough && terminalChange)
    add('bagsBetweenTerminals', { from: arrivalTerminal, to: departureTerminal });

  if (input.arriving === 'international' && input.departing === 'international') {
    if (through) {
      add('followTransfer');
      add('transitSecurity');
      add('noImmigration');
      add('bagsThrough');
    } else {
      add('immigrationIn');
      add('collectBags');
      add('customs');
      checkIn();
      add('securityInternational');
      add('immigrationOut');
    }
  } else if (input.arriving === 'international') {
    // Colombia clears Migration and customs at the first airport of arrival, bags included.
    add('immigrationIn');
    add(input.bagsThrough ? 'collectBagsForCustoms' : 'collectBags');
    add('customs');
    if (through) add('dropConnectionBags', { airline: departingAirline });
    else {
      change();
      checkIn();
    }
    add('securityDomestic', { terminal: departureTerminal });
  } else if (input.departing === 'international') {
    if (through) {
      add('followToInternational');
      add('securityInternational');
      add('immigrationOut');
      add('bagsThrough');
    } else {
      add('collectBagsDomestic', { terminal: arrivalTerminal });
      change();
      checkIn();
      add('securityInternational');
      add('immigrationOut');
    }
  } else if (through) {
    add('stayAirside');
    add('bagsThrough');
  } else {
    add('collectBagsDomestic', { terminal: arrivalTerminal });
    change();
    checkIn();
    add('securityDomestic', { terminal: departureTerminal });
  }
  gate();

  const keys = new Set(steps.map((s) => s.key));
  const times = TIMES[`${input.arriving}>${input.departing}:${through ? 'through' : 'collect'}`] ?? {
    minimum: 120,
    walking: 20,
  };
  return {
    input,
    arrivalTerminal,
    departureTerminal,
    terminalChange,
    immigration: keys.has('immigrationIn') || keys.has('immigrationOut'),
    customs: keys.has('customs'),
    security: keys.has('transitSecurity') || keys.has('securityInternational') || keys.has('securityDomestic'),
    collectBags: keys.has('collectBags') || keys.has('collectBagsForCustoms') || keys.has('collectBagsDomestic'),
    recheckBags: keys.has('checkIn') || keys.has('dropConnectionBags'),
    walkingMinutes: times.walking + (terminalChange ? SHUTTLE_MINUTES : 0),
    minimumMinutes: times.minimum + (terminalChange ? SHUTTLE_MINUTES : 0),
    steps,
  };
}

export interface ConnectionFormState {
  /** True once the form was sent (any of its fields is in the URL). */
  submitted: boolean;
  values: {
    arriving: FlightScope | null;
    departing: FlightScope | null;
    arrivalAirline: string | null;
    departureAirline: string | null;
    bags: 'yes' | 'no' | null;
  };
  /** Fields missing or not valid. */
  errors: Array<keyof ConnectionFormState['values']>;
  /** The input when every field is valid. */
  input: ConnectionInput | null;
}

type RawParams = Record<string, string | string[] | undefined>;
const FIELDS = ['arriving', 'departing', 'arrivalAirline', 'departureAirline', 'bags'] as const;

/** Reads the connection form from the URL (it is a GET form: answers are shareable and work without JS). */
export function parseConnectionForm(params: RawParams): ConnectionFormState {
  const read = (key: string) => {
    const value = params[key];
    return ((Array.isArray(value) ? value[0] : value) ?? '').trim();
  };
  const scope = (v: string): FlightScope | null => (v === 'international' || v === 'domestic' ? v : null);
  const passenger = new Set(passengerAirlines().map((a) => a.code));
  const airlineCode = (v: string) => (passenger.has(v.toUpperCase()) ? v.toUpperCase() : null);
  const bagsText = read('bags');
  const values: ConnectionFormState['values'] = {
    arriving: scope(read('arriving')),
    departing: scope(read('departing')),
    arrivalAirline: airlineCode(read('arrivalAirline')),
    departureAirline: airlineCode(read('departureAirline')),
    bags: bagsText === 'yes' || bagsText === 'no' ? bagsText : null,
  };
  const submitted = FIELDS.some((field) => params[field] !== undefined);
  const errors = submitted ? FIELDS.filter((field) => values[field] === null) : [];
  const { arriving, departing, arrivalAirline, departureAirline, bags } = values;
  const input =
    submitted && arriving && departing && arrivalAirline && departureAirline && bags
      ? { arriving, departing, arrivalAirline, departureAirline, bagsThrough: bags === 'yes' }
      : null;
  return { submitted, values, errors, input };
}
