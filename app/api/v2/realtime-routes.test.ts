// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { distancesResponseSchema, parkingResponseSchema, queuesResponseSchema } from '@/features/realtime/schemas';
import { weatherResponseSchema } from '@/features/weather/schemas';
import { GET as distances } from './distances/route';
import { GET as parking } from './parking/route';
import { GET as queues } from './queues/route';
import { GET as weather } from './weather/route';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00-05:00'));
});
afterAll(() => vi.useRealTimers());

const call = (handler: typeof queues, path: string) => handler(new Request(`http://localhost${path}`), undefined);

describe('real-time API', () => {
  it('GET /api/v2/queues answers checkpoints with a top-level and per-queue updatedAt, cacheable 30 s', async () => {
    const response = await call(queues, '/api/v2/queues');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=30');
    const body = queuesResponseSchema.parse(await response.json());
    expect(body.updatedAt).toBe('2026-11-22T10:00:00-05:00');
    expect(body.checkpoints[0]?.queues[0]?.updatedAt).toMatch(/-05:00$/);
    const t1 = queuesResponseSchema.parse(await (await call(queues, '/api/v2/queues?terminal=t1')).json());
    expect(t1.checkpoints.every((c) => c.terminal === 'T1')).toBe(true);
  });

  it('GET /api/v2/parking answers lots; ?terminal filters', async () => {
    const body = parkingResponseSchema.parse(await (await call(parking, '/api/v2/parking?terminal=T2')).json());
    expect(body.lots.map((l) => l.terminal)).toEqual(['T2']);
  });

  it('GET /api/v2/distances answers the table, and the route with from and to', async () => {
    const all = distancesResponseSchema.parse(await (await call(distances, '/api/v2/distances')).json());
    expect(all.route).toBeUndefined();
    expect(all.points.length).toBeGreaterThan(20);
    const response = await call(distances, '/api/v2/distances?from=entrance-central&to=gates-40-49');
    expect(response.headers.get('cache-control')).toContain('max-age=3600');
    const body = distancesResponseSchema.parse(await response.json());
    expect(body.route?.minutes).toBeGreaterThan(0);
    expect(body.route?.legs[0]?.from).toBe('entrance-central');
  });

  it('GET /api/v2/weather keeps SPEC’s temparature and the temperature alias', async () => {
    const response = await call(weather, '/api/v2/weather');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=300');
    const body = weatherResponseSchema.parse(await response.json());
    expect(body.temparature).toBe(body.temperature);
    expect(body.weather.icon).toMatch(/^\d{2}[dn]$/);
  });

  it.each([
    ['/api/v2/distances?from=gate-99&to=taxi-rank', 'from'],
    ['/api/v2/distances?from=entrance-north', 'to'],
    ['/api/v2/distances?to=taxi-rank', 'from'],
    ['/api/v2/queues?terminal=T3', 'terminal'],
    ['/api/v2/parking?terminal=', 'terminal'],
  ])('a bad parameter answers 400 naming it: %s', async (path, field) => {
    const handler = path.includes('distances') ? distances : path.includes('queues') ? queues : parking;
    const response = await call(handler, path);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as {
      error: { code: string; message: string; fields: Record<string, string> };
    };
    expect(body.error.code).toBe('validation_error');
    expect(Object.keys(body.error.fields)).toEqual([field]);
    expect(body.error.message).toContain(field);
  });
});
