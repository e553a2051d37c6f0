// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { flightId, parseDesignator, parseFlightId } from './designator';

describe('flight designators and ids', () => {
  it.each([
    ['AV9364', 'AV', '9364'],
    ['av9364', 'AV', '9364'],
    ['AV 9364', 'AV', '9364'],
    [' av-09364 '.trim(), 'AV', '9364'],
    ['4C 4012', '4C', '4012'],
    ['5x441', '5X', '441'],
    ['AV20', 'AV', '20'],
  ])('reads %s as %s %s', (input, airline, number) => {
    expect(parseDesignator(input)).toEqual({ airline, number });
  });

  it.each(['', 'AV', '9364', '12345', 'AVIANCA', 'AV93645', 'medellin', '20261122-AV9364-dep'])(
    'refuses %s',
    (input) => {
      expect(parseDesignator(input)).toBeNull();
    },
  );

  it('builds and parses ids case-insensitively', () => {
    const id = flightId('2026-11-22', 'AV9364', 'departure');
    expect(id).toBe('20261122-AV9364-dep');
    expect(parseFlightId('20261122-av9364-DEP')).toEqual({
      id,
      date: '2026-11-22',
      designator: 'AV9364',
      direction: 'departure',
    });
    expect(parseFlightId('20261122-AV9364-arr')?.direction).toBe('arrival');
    expect(parseFlightId('AV9364')).toBeNull();
    expect(encodeURIComponent(id)).toBe(id);
  });
});
