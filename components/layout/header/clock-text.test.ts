// @vitest-environment node
import fc from 'fast-check';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { locales, localeTags, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/tests/render';
import { BOGOTA_TIME_ZONE } from '@/lib/bogota-time';
import { formatBogotaClock, type ClockTranslator } from './clock-text';

// 20:05 UTC is 3:05 p.m. in Bogota (UTC-5), on Tuesday 4 March 2025.
const instant = new Date('2025-03-04T20:05:30Z');
const space = /[\s\u00a0\u202f]+/g;

function clockIn(locale: Locale): ClockTranslator {
  // The messages are loaded untyped here, so the translator's keys are not known to TypeScript.
  const t = createTranslator({
    locale,
    messages: messagesFor(locale),
    namespace: 'client.clock',
  }) as unknown as ClockTranslator;
  return (key, values) => t(key, values);
}

const clock = (date: Date, locale: Locale) => formatBogotaClock(date, clockIn(locale));

/**
 * What the platform's ICU writes for the same instant (the reference the messages were written from), on a
 * 1–12 clock: French on `hour12: true` counts 0–11 and wrote "0:05 PM" five minutes after noon.
 */
function intlClock(date: Date, locale: Locale) {
  const tag = localeTags[locale];
  const time = new Intl.DateTimeFormat(tag, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZone: BOGOTA_TIME_ZONE,
  });
  const parts = new Intl.DateTimeFormat(tag, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: BOGOTA_TIME_ZONE,
  })
    .formatToParts(date)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  const day =
    locale === 'es'
      ? `${parts.weekday} ${parts.day} de ${parts.month}`
      : `${parts.weekday}, ${parts.day} ${parts.month}`;
  return { time: time.format(date), date: day };
}

const normalised = ({ time, date }: { time: string; date: string }) => ({
  time: time.replace(space, ' '),
  date: date.replace(space, ' '),
});

describe('header clock formats', () => {
  it('shows h:mm a in Bogota time, with no-break spaces', () => {
    expect(clock(instant, 'en').time).toBe('3:05\u00a0PM');
    expect(clock(instant, 'es').time).toBe('3:05\u00a0p.\u00a0m.');
    expect(clock(instant, 'fr').time).toBe('3:05\u00a0PM');
    expect(clock(instant, 'pt').time).toBe('3:05\u00a0PM');
    expect(clock(new Date('2025-03-04T14:59:00Z'), 'es').time).toBe('9:59\u00a0a.\u00a0m.');
  });

  it('writes midnight and noon as 12, in French too', () => {
    expect(clock(new Date('2025-03-04T17:05:00Z'), 'fr').time).toBe('12:05\u00a0PM');
    expect(clock(new Date('2025-03-05T05:00:00Z'), 'en').time).toBe('12:00\u00a0AM');
    expect(clock(new Date('2025-03-04T17:00:00Z'), 'es').time).toBe('12:00\u00a0p.\u00a0m.');
  });

  it('writes the Spanish date as weekday D de month', () => {
    expect(clock(instant, 'es').date).toBe('martes 4 de marzo');
  });

  it('writes other dates as weekday, D month', () => {
    expect(clock(instant, 'en').date).toBe('Tuesday, 4 March');
    expect(clock(instant, 'fr').date).toBe('mardi, 4 mars');
    expect(clock(instant, 'pt').date).toBe('terça-feira, 4 março');
  });

  it('uses the Bogota day after UTC midnight', () => {
    expect(clock(new Date('2025-03-05T03:00:00Z'), 'es').date).toBe('martes 4 de marzo');
  });

  it('says what Intl says for any instant and language (spaces aside), without building a formatter', () => {
    const instants = fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2060-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, fc.constantFrom(...locales), (date, locale) => {
        expect(normalised(clock(date, locale))).toEqual(normalised(intlClock(date, locale)));
      }),
      { numRuns: 400 },
    );
  });
});
