import { describe, expect, it } from 'vitest';
import { buildTripIcs } from './ics';
import type { TripPlan } from './plan';

const plan: TripPlan = {
  flightId: '20261123-AV9384-dep',
  direction: 'departure',
  flightAt: new Date('2026-11-23T07:30:00-05:00'),
  gate: '12',
  belt: null,
  leaveBy: new Date('2026-11-23T05:18:00-05:00'),
  travelMinutes: 44,
  mode: 'taxi',
  steps: [
    { kind: 'leave', at: new Date('2026-11-23T05:18:00-05:00') },
    { kind: 'departure', at: new Date('2026-11-23T07:30:00-05:00') },
  ],
  slackMinutes: 32,
  late: null,
  warnings: [],
};

describe('the trip plan .ics', () => {
  const ics = buildTripIcs(
    plan,
    {
      summary: 'Mi viaje: AV9384, Bogotá → Medellín',
      location: 'Aeropuerto El Dorado; Terminal 1, Bogotá',
      steps: ['05:18 Sal de casa (Calle 93 # 11-26, taxi)', '07:30 Salida'],
      reminder: 'Sal ya hacia El Dorado',
      url: 'https://example.test/vuelos/mi-viaje/20261123-AV9384-dep',
    },
    new Date('2026-11-22T15:00:00Z'),
  );

  it('is CRLF-terminated, with every line at most 75 octets', () => {
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('runs from leave-by to departure, with a display alarm at leave-by', () => {
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('DTSTART:20261123T101800Z\r\n');
    expect(unfolded).toContain('DTEND:20261123T123000Z\r\n');
    expect(unfolded).toMatch(/BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER;VALUE=DATE-TIME:20261123T101800Z\r\n/);
    expect(unfolded).toContain('UID:trip-20261123-AV9384-dep@eldorado-bog');
  });

  it('escapes text values: backslash, semicolon, comma and newlines', () => {
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('LOCATION:Aeropuerto El Dorado\\; Terminal 1\\, Bogotá\r\n');
    expect(unfolded).toContain('DESCRIPTION:05:18 Sal de casa (Calle 93 # 11-26\\, taxi)\\n07:30 Salida\r\n');
  });
});
