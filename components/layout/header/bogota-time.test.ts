// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bogotaIsoMinute, formatBogotaDate, formatBogotaTime } from './bogota-time';

// 20:05 UTC is 3:05 p.m. in Bogota (UTC-5), on Tuesday 4 March 2025.
const instant = new Date('2025-03-04T20:05:30Z');
const space = /[\s\u00a0\u202f]/g;

describe('header clock formats', () => {
  it('shows h:mm a in Bogota time', () => {
    expect(formatBogotaTime(instant, 'en').replace(space, ' ')).toBe('3:05 PM');
    expect(formatBogotaTime(instant, 'es').replace(space, ' ')).toBe('3:05 p. m.');
    expect(formatBogotaTime(instant, 'fr').replace(space, ' ')).toBe('3:05 PM');
    expect(formatBogotaTime(instant, 'pt').replace(space, ' ')).toBe('3:05 PM');
    expect(formatBogotaTime(new Date('2025-03-04T14:59:00Z'), 'es').replace(space, ' ')).toBe('9:59 a. m.');
  });

  it('writes the Spanish date as weekday D de month', () => {
    expect(formatBogotaDate(instant, 'es')).toBe('martes 4 de marzo');
  });

  it('writes other dates as weekday, D month', () => {
    expect(formatBogotaDate(instant, 'en')).toBe('Tuesday, 4 March');
    expect(formatBogotaDate(instant, 'fr')).toBe('mardi, 4 mars');
    expect(formatBogotaDate(instant, 'pt')).toBe('terça-feira, 4 março');
  });

  it('uses the Bogota day after UTC midnight', () => {
    expect(formatBogotaDate(new Date('2025-03-05T03:00:00Z'), 'es')).toBe('martes 4 de marzo');
    expect(bogotaIsoMinute(new Date('2025-03-05T03:00:00Z'))).toBe('2025-03-04T22:00-05:00');
  });
});
