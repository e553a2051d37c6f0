// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetProcessState } from '@/tests/process-state';

/** A fresh copy of the clock module: it records the process start when first imported. */
async function loadClock(appNow: string | undefined) {
  vi.resetModules();
  vi.stubEnv('APP_NOW', appNow ?? '');
  forgetProcessState('config');
  return import('./clock');
}

describe('clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows the real time when APP_NOW is not set', async () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T12:00:00Z') });
    const clock = await loadClock(undefined);
    expect(clock.now().toISOString()).toBe('2030-01-01T12:00:00.000Z');
  });

  it('starts at APP_NOW and keeps running', async () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T12:00:00Z') });
    const clock = await loadClock('2026-11-22T10:00:00-05:00');
    expect(clock.now().toISOString()).toBe('2026-11-22T15:00:00.000Z');
    vi.advanceTimersByTime(90 * 60_000);
    expect(clock.now().toISOString()).toBe('2026-11-22T16:30:00.000Z');
    expect(clock.bogotaNow().format('YYYY-MM-DD HH:mm')).toBe('2026-11-22 11:30');
  });

  it('gives Bogota dates and times (UTC-5, no daylight saving)', async () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T12:00:00Z') });
    // 02:30 UTC on the 23rd is still the 22nd in Bogota.
    const clock = await loadClock('2026-11-23T02:30:00Z');
    expect(clock.bogotaToday()).toBe('2026-11-22');
    expect(clock.formatBogotaDateTime('2026-11-22T15:00:00Z')).toBe('2026-11-22 10:00:00');
    // Mid-year too: Colombia has no DST.
    expect(clock.formatBogotaDateTime(Date.UTC(2026, 6, 1, 0, 0, 0))).toBe('2026-06-30 19:00:00');
    expect(clock.inBogota('2026-11-22T15:00:00Z').utcOffset()).toBe(-300);
    expect(clock.AIRPORT_TIME_ZONE).toBe('America/Bogota');
  });
});
