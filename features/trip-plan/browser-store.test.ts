import { afterEach, describe, expect, it } from 'vitest';
import { checkAddress } from './address';
import { asOrigin, readOrigin, readSnapshot, saveOrigin, saveSnapshot } from './browser-store';

afterEach(() => window.localStorage.clear());

const origin = { address: 'Calle 93 # 11-26', label: 'Calle 93 # 11-26, Bogotá', lat: 4.67, lng: -74.05, mode: 'taxi' };

describe('what the plan keeps in this browser', () => {
  it('keeps the place and the last copy of a flight, and drops what it cannot trust', () => {
    saveOrigin(asOrigin(origin));
    expect(readOrigin()).toEqual(origin);
    saveSnapshot(
      '20261122-4C4148-dep',
      {
        gate: '18',
        claim: null,
        scheduleDate: '2026-11-22 19:55:00',
        estimatedDate: null,
        actualDate: null,
        status: { code: 'SCH' },
      },
      1,
    );
    expect(readSnapshot('20261122-4C4148-dep')?.snapshot.gate).toBe('18');
    expect(asOrigin({ ...origin, mode: 'helicopter' })).toBeNull();
    expect(asOrigin({ ...origin, lat: 400 })).toBeNull();
    expect(asOrigin({ ...origin, address: 'x'.repeat(500) })).toBeNull();
    window.localStorage.setItem('eldorado.trip-plan.v1', '{not json');
    expect(readOrigin()).toBeNull();
  });

  it('checks the address as the server does: trimmed, 2 to 120 characters, empty for none', () => {
    expect(checkAddress('  Unicentro ')).toEqual({ address: 'Unicentro' });
    expect(checkAddress('   ')).toEqual({ address: '' });
    expect(checkAddress('a')).toEqual({ problem: 'addressShort' });
    expect(checkAddress('a'.repeat(121))).toEqual({ problem: 'addressLong' });
  });
});
