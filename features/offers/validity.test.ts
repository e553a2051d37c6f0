// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { daysLeft, isOfferValid } from './validity';

const offer = { validFrom: '2026-11-01', validUntil: '2026-11-30' };

describe('isOfferValid', () => {
  it('includes the first and the last day', () => {
    expect(isOfferValid(offer, '2026-11-01')).toBe(true);
    expect(isOfferValid(offer, '2026-11-30')).toBe(true);
  });
  it('excludes expired and not-yet-started offers', () => {
    expect(isOfferValid(offer, '2026-12-01')).toBe(false);
    expect(isOfferValid(offer, '2026-10-31')).toBe(false);
  });
});

describe('daysLeft', () => {
  it('counts today', () => {
    expect(daysLeft(offer, '2026-11-30')).toBe(1);
    expect(daysLeft(offer, '2026-11-22')).toBe(9);
    expect(daysLeft(offer, '2026-12-02')).toBe(0);
  });
});
