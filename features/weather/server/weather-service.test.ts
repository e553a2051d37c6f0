// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import { weatherResponseSchema } from '../schemas';
import { climatologyAt, diurnalShape } from './climatology';
import { getCurrentWeather } from './weather-service';
import { forgetProcessState } from '@/tests/process-state';

const OWM = 'https://owm.example/data/2.5/weather';
const at = (iso: string) => new Date(iso).getTime();

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00-05:00'));
});
afterEach(() => {
  vi.unstubAllEnvs();
  forgetProcessState('config');
  forgetProcessState('weather-provider');
});
afterAll(() => vi.useRealTimers());

describe('Bogota climatology (embedded default)', () => {
  it('is cold at dawn and warm after noon, within Bogota’s range', () => {
    const dawn = climatologyAt(at('2026-01-15T06:00:00-05:00'));
    const afternoon = climatologyAt(at('2026-01-15T14:00:00-05:00'));
    expect(dawn.temparature).toBeLessThan(afternoon.temparature);
    for (let hour = 0; hour < 24; hour += 1) {
      const reading = climatologyAt(at(`2026-04-10T${String(hour).padStart(2, '0')}:30:00-05:00`));
      expect(reading.temparature).toBeGreaterThan(3);
      expect(reading.temparature).toBeLessThan(23);
      expect(weatherResponseSchema.parse(reading)).toEqual(reading);
      expect(reading.weather.icon.endsWith(hour >= 6 && hour < 18 ? 'd' : 'n')).toBe(true);
    }
    expect(diurnalShape(6)).toBeCloseTo(-1);
    expect(diurnalShape(14)).toBeCloseTo(1);
  });

  it('is deterministic for a given clock and sends both spellings', () => {
    const a = climatologyAt(at('2026-11-22T10:20:00-05:00'));
    expect(climatologyAt(at('2026-11-22T10:20:00-05:00'))).toEqual(a);
    expect(a.temperature).toBe(a.temparature);
    expect(a).toMatchObject({ source: 'climatology', stale: false, updatedAt: '2026-11-22T10:00:00-05:00' });
  });

  it('answers without a key', async () => {
    expect((await getCurrentWeather()).source).toBe('climatology');
  });
});

describe('OpenWeatherMap (OPENWEATHER_API_KEY)', () => {
  function configure() {
    vi.stubEnv('OPENWEATHER_API_KEY', 'test-key');
    vi.stubEnv('OPENWEATHER_API_URL', OWM);
    forgetProcessState('config');
  }
  const reading = (temp: number) => ({
    dt: Math.floor(at('2026-11-22T09:55:00-05:00') / 1000),
    main: { temp, humidity: 80 },
    weather: [{ id: 803, main: 'Clouds', description: 'broken clouds', icon: '04d' }],
  });

  it('reads the current weather for El Dorado and keeps it 10 minutes', async () => {
    configure();
    let calls = 0;
    server.use(
      http.get(OWM, ({ request }) => {
        calls += 1;
        const url = new URL(request.url);
        expect(url.searchParams.get('appid')).toBe('test-key');
        expect(url.searchParams.get('units')).toBe('metric');
        expect(Number(url.searchParams.get('lat'))).toBeCloseTo(4.7, 1);
        return HttpResponse.json(reading(14.36));
      }),
    );
    const first = await getCurrentWeather();
    expect(first).toEqual({
      temparature: 14.4,
      temperature: 14.4,
      weather: { icon: '04d', main: 'Clouds' },
      source: 'openweathermap',
      stale: false,
      updatedAt: '2026-11-22T09:55:00-05:00',
    });
    await getCurrentWeather();
    expect(calls).toBe(1);
    vi.setSystemTime(new Date('2026-11-22T10:11:00-05:00'));
    await getCurrentWeather();
    expect(calls).toBe(2);
    vi.setSystemTime(new Date('2026-11-22T10:00:00-05:00'));
  });

  it('serves the last good reading as stale when the provider fails, the climatology when it has none', async () => {
    configure();
    server.use(http.get(OWM, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    expect((await getCurrentWeather()).source).toBe('climatology');

    forgetProcessState('weather-provider');
    server.use(http.get(OWM, () => HttpResponse.json(reading(12))));
    expect((await getCurrentWeather()).stale).toBe(false);
    server.use(http.get(OWM, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    vi.setSystemTime(new Date('2026-11-22T10:20:00-05:00'));
    const stale = await getCurrentWeather();
    expect(stale).toMatchObject({ source: 'openweathermap', stale: true, temparature: 12 });
    vi.setSystemTime(new Date('2026-11-22T10:00:00-05:00'));
  });
});
