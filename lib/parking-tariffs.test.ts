import { describe, expect, it } from 'vitest';
import { carTariffRanges, PARKING_TARIFFS } from './parking-tariffs';

describe('carTariffRanges', () => {
  it('spans the cheapest and the dearest lot, an hour and a day', () => {
    expect(carTariffRanges()).toEqual({ perHour: { min: 6600, max: 9120 }, perDay: { min: 45_000, max: 72_000 } });
  });

  it('reads the tariffs it is given', () => {
    expect(carTariffRanges([PARKING_TARIFFS.p2])).toEqual({
      perHour: { min: 8400, max: 8400 },
      perDay: { min: 65_000, max: 65_000 },
    });
  });
});
