import { describe, expect, it } from 'vitest';
import { barHeight, minuteScale } from './chart-scale';

describe('the minute scale of the queue charts', () => {
  it('has round gridlines up to the longest wait', () => {
    expect(minuteScale(49)).toEqual({ top: 60, step: 15, ticks: [0, 15, 30, 45, 60] });
    expect(minuteScale(30)).toEqual({ top: 30, step: 10, ticks: [0, 10, 20, 30] });
    expect(minuteScale(81)).toEqual({ top: 90, step: 30, ticks: [0, 30, 60, 90] });
    expect(minuteScale(180)).toEqual({ top: 180, step: 45, ticks: [0, 45, 90, 135, 180] });
    expect(minuteScale(12, 3)).toEqual({ top: 15, step: 5, ticks: [0, 5, 10, 15] });
  });

  it('never has a zero top', () => {
    expect(minuteScale(0).top).toBeGreaterThan(0);
    expect(minuteScale(Number.NaN).top).toBeGreaterThan(0);
  });
});

describe('bar heights', () => {
  it('keep short waits visible and long ones inside the plot', () => {
    expect(barHeight(3, 90, 120, 8)).toBe(8);
    expect(barHeight(5, 60, 120, 8)).toBe(10);
    expect(barHeight(45, 90, 120, 8)).toBe(60);
    expect(barHeight(200, 90, 120, 8)).toBe(120);
  });
});
