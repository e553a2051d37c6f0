import { describe, expect, it } from 'vitest';
import { bogotaClock } from '@/lib/bogota-time';
import { adviceSentence, forecastAdvice } from './advice';
import { slotStarts } from './model';
import type { ForecastSlot } from './schemas';

const DATE = '2026-11-22';
const at = (hhmm: string) => Date.parse(`${DATE}T${hhmm}:00-05:00`);
const LABELS = {
  window: 'Menos fila entre las {from} y las {to}',
  calm: 'Poca fila el resto del día',
  over: 'No quedan franjas por hoy',
};

/** A day of slots whose minutes come from the Bogotá hour (fractional: 14.5 = 14:30). */
function day(minutesAt: (hour: number) => number): ForecastSlot[] {
  return slotStarts(DATE).map((start, i) => ({ start: new Date(start).toISOString(), minutes: minutesAt(i / 4) }));
}

describe('the forecast sentence', () => {
  const slots = day((hour) => (hour >= 14 && hour < 15.5 ? 6 : hour >= 6 && hour < 8 ? 2 : 30));

  it('names the quietest 90 minutes left today', () => {
    const advice = forecastAdvice(slots, at('10:07'));
    expect(advice).toEqual({ kind: 'window', from: '14:00', to: '15:30' });
    expect(adviceSentence(advice, LABELS)).toBe('Menos fila entre las 14:00 y las 15:30');
  });

  it('never names a time in the past, even when the quietest hours were this morning', () => {
    // The 06:00–08:00 dip is quieter, but over by 10:07.
    for (let minute = 4 * 60; minute < 23 * 60; minute += 11) {
      const nowMs = at('00:00') + minute * 60_000;
      const advice = forecastAdvice(slots, nowMs);
      if (advice.kind !== 'window') continue;
      const from = Date.parse(`${DATE}T${advice.from}:00-05:00`);
      expect(from, `at minute ${minute}`).toBeGreaterThanOrEqual(nowMs);
    }
    // At 06:20 the dip is still ahead: from 06:30.
    expect(forecastAdvice(slots, at('06:20'))).toEqual({ kind: 'window', from: '06:30', to: '08:00' });
  });

  it('looks only at travelling hours: a quiet night is not advice', () => {
    const nightQuiet = day((hour) => (hour < 4 ? 1 : hour >= 17 && hour < 18.5 ? 8 : 20));
    expect(forecastAdvice(nightQuiet, at('00:00') - 60_000)).toEqual({ kind: 'window', from: '17:00', to: '18:30' });
  });

  it('says the rest of the day is calm when it is short and flat', () => {
    const calm = day((hour) => (hour < 12 ? 40 : 5 + (hour % 2)));
    expect(adviceSentence(forecastAdvice(calm, at('12:00')), LABELS)).toBe('Poca fila el resto del día');
    // The busy morning still ahead: a window, not "calm".
    expect(forecastAdvice(calm, at('09:00')).kind).toBe('window');
  });

  it('points to tomorrow when no travelling hour is left', () => {
    expect(adviceSentence(forecastAdvice(slots, at('23:05')), LABELS)).toBe('No quedan franjas por hoy');
  });

  it('shrinks the window to what is left before 23:00', () => {
    expect(forecastAdvice(slots, at('22:20'))).toEqual({ kind: 'window', from: '22:30', to: '23:00' });
  });

  it('writes Bogotá clock times', () => {
    expect(bogotaClock(Date.parse('2026-11-22T19:30:00Z'))).toBe('14:30');
  });
});
