// @vitest-environment node
import { describe, expect, it } from 'vitest';
import es from '@/messages/es.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import pt from '@/messages/pt.json';
import { WEATHER_CONDITIONS, weatherIcon } from './icons';

describe('weather icon codes 01–50, day and night (SPEC §9)', () => {
  it('maps the OpenWeatherMap codes to their conditions', () => {
    expect(weatherIcon('01d')).toEqual({ condition: 'clear', night: false });
    expect(weatherIcon('01n')).toEqual({ condition: 'clear', night: true });
    expect(weatherIcon('02d')?.condition).toBe('fewClouds');
    expect(weatherIcon('03n')?.condition).toBe('scatteredClouds');
    expect(weatherIcon('04d')?.condition).toBe('brokenClouds');
    expect(weatherIcon('09d')?.condition).toBe('showerRain');
    expect(weatherIcon('10n')).toEqual({ condition: 'rain', night: true });
    expect(weatherIcon('11d')?.condition).toBe('thunderstorm');
    expect(weatherIcon('13d')?.condition).toBe('snow');
    expect(weatherIcon('50n')).toEqual({ condition: 'mist', night: true });
  });

  it('gives every code 01–50 a condition (unused codes take the nearest code below)', () => {
    for (let n = 1; n <= 50; n += 1) {
      for (const suffix of ['d', 'n']) {
        const icon = weatherIcon(`${String(n).padStart(2, '0')}${suffix}`);
        expect(icon, `${n}${suffix}`).not.toBeNull();
        expect(icon?.night).toBe(suffix === 'n');
      }
    }
    expect(weatherIcon('05d')?.condition).toBe('brokenClouds');
    expect(weatherIcon('12n')?.condition).toBe('thunderstorm');
    expect(weatherIcon('49d')?.condition).toBe('snow');
  });

  it('rejects what is not a code', () => {
    for (const bad of ['', '00d', '51d', '1d', '01x', '10', 'abc']) expect(weatherIcon(bad), bad).toBeNull();
  });

  it('has an accessible label for every condition in the four languages', () => {
    for (const messages of [es, en, fr, pt]) {
      for (const condition of WEATHER_CONDITIONS) {
        expect(messages.weather.conditions[condition], condition).toMatch(/\S/);
      }
    }
  });
});
