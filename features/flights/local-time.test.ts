// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBogotaDateTime, inBogota } from '@/lib/clock';
import { bogotaIso, bogotaLocal, bogotaMs } from './local-time';

describe('Bogota local time (fixed UTC−5)', () => {
  it('agrees with lib/clock for any instant from 2000 to 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(bogotaLocal(ms)).toBe(formatBogotaDateTime(ms));
        expect(bogotaIso(ms)).toBe(inBogota(ms).format());
        expect(bogotaMs(bogotaLocal(ms))).toBe(Math.floor(ms / 1000) * 1000);
      }),
      { numRuns: 300 },
    );
  });
});
