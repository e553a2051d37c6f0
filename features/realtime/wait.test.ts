// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@/tests/render';
import { locales, type Locale } from '@/lib/i18n/locales';
import { isStale, waitFromMinutes, waitPhrase, type WaitLabels } from './wait';

function labelsOf(locale: Locale): WaitLabels {
  const realtime = messagesFor(locale).realtime as { noData: string; queues: { lessThan: string; between: string } };
  return { lessThan: realtime.queues.lessThan, between: realtime.queues.between, noData: realtime.noData };
}

describe('queue phrasing', () => {
  it("says 'less than N' under a quarter of an hour, 'between X and Y' above", () => {
    expect(waitFromMinutes(0)).toEqual({ kind: 'lessThan', maxMinutes: 5 });
    expect(waitFromMinutes(4.4)).toEqual({ kind: 'lessThan', maxMinutes: 5 });
    expect(waitFromMinutes(7)).toEqual({ kind: 'lessThan', maxMinutes: 10 });
    expect(waitFromMinutes(14)).toEqual({ kind: 'lessThan', maxMinutes: 15 });
    expect(waitFromMinutes(23)).toEqual({ kind: 'between', minMinutes: 20, maxMinutes: 30 });
    expect(waitFromMinutes(59)).toEqual({ kind: 'between', minMinutes: 55, maxMinutes: 65 });
    expect(waitFromMinutes(95)).toEqual({ kind: 'between', minMinutes: 95, maxMinutes: 115 });
  });

  it('writes the phrase in the four languages, and missing data as Sin información (never zero)', () => {
    const lessThan = { kind: 'lessThan', maxMinutes: 10 } as const;
    const between = { kind: 'between', minMinutes: 20, maxMinutes: 30 } as const;
    expect(waitPhrase(lessThan, labelsOf('es'))).toBe('Menos de 10 minutos');
    expect(waitPhrase(between, labelsOf('es'))).toBe('Entre 20 y 30 minutos');
    expect(waitPhrase(null, labelsOf('es'))).toBe('Sin información');
    expect(waitPhrase(lessThan, labelsOf('en'))).toBe('Less than 10 minutes');
    expect(waitPhrase(between, labelsOf('en'))).toBe('Between 20 and 30 minutes');
    expect(waitPhrase(between, labelsOf('fr'))).toBe('Entre 20 et 30 minutes');
    expect(waitPhrase(lessThan, labelsOf('pt'))).toBe('Menos de 10 minutos');
    for (const locale of locales) expect(waitPhrase(null, labelsOf(locale))).not.toMatch(/\b0\b/);
  });
});

describe('staleness', () => {
  const now = Date.parse('2026-11-22T10:00:00-05:00');

  it('marks data older than 15 minutes as stale', () => {
    expect(isStale('2026-11-22T09:50:00-05:00', now)).toBe(false);
    expect(isStale('2026-11-22T09:45:00-05:00', now)).toBe(false);
    expect(isStale('2026-11-22T09:44:59-05:00', now)).toBe(true);
    expect(isStale('2026-11-22T14:40:00Z', now)).toBe(true);
  });

  it('does not call missing data stale (it is no information) and distrusts bad times', () => {
    expect(isStale(null, now)).toBe(false);
    expect(isStale('yesterday', now)).toBe(true);
  });
});
