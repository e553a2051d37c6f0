// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cpuCalibration, multiplierFor } from './cpu-calibration.mjs';

describe('multiplierFor', () => {
  it("keeps Lighthouse's 4× on the host it assumes and slows a faster host more, a slower one less", () => {
    expect(multiplierFor(1750)).toBe(4);
    expect(multiplierFor(1143)).toBe(2.6);
    expect(multiplierFor(3700)).toBe(8); // 8.5, capped
    expect(multiplierFor(300)).toBe(1); // never faster than the host
    expect(multiplierFor(Number.NaN)).toBe(4);
  });
});

describe('cpuCalibration', () => {
  it('asks for a probe first, then follows the median of the last runs, skipping runs without metrics', () => {
    const calibration = cpuCalibration(undefined, 3);
    expect(calibration.calibrated).toBe(true);
    expect(calibration.needsProbe()).toBe(true);
    calibration.observe([{ benchmarkIndex: 1750 }, undefined, {}]);
    expect(calibration.needsProbe()).toBe(false);
    expect(calibration.multiplier()).toBe(4);
    calibration.observe([{ benchmarkIndex: 875 }, { benchmarkIndex: 900 }, { benchmarkIndex: 850 }]);
    expect(calibration.multiplier()).toBe(2); // 1,750 has left the window of 3
  });

  it('takes a fixed multiplier and never probes; refuses a value that is not one', () => {
    const fixed = cpuCalibration('4');
    expect(fixed.calibrated).toBe(false);
    expect(fixed.needsProbe()).toBe(false);
    fixed.observe([{ benchmarkIndex: 900 }]);
    expect(fixed.multiplier()).toBe(4);
    expect(cpuCalibration('auto').calibrated).toBe(true);
    expect(() => cpuCalibration('fast')).toThrow(/BENCH_CPU_MULTIPLIER/);
    expect(() => cpuCalibration('0.5')).toThrow(/BENCH_CPU_MULTIPLIER/);
  });
});
