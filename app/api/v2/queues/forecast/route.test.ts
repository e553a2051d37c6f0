// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queueForecastSchema } from '@/features/realtime/schemas';
import { GET } from './route';

const NOW = '2026-11-22T10:07:00-05:00';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
});
afterAll(() => vi.useRealTimers());

const get = (query: string) => GET(new Request(`http://localhost/api/v2/queues/forecast${query}`), undefined);

describe('GET /api/v2/queues/forecast', () => {
  it('answers a schema-valid forecast for today by default, cacheable like the live queues', async () => {
    const response = await get('?checkpoint=security-international');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=30');
    const body = queueForecastSchema.parse(await response.json());
    expect(body).toMatchObject({ checkpoint: 'security-international', date: '2026-11-22', source: 'model' });
    expect(body.slots).toHaveLength(96);
  });

  it('takes a date among the next two days, and the checkpoint in any case', async () => {
    const response = await get('?checkpoint=MIGRATION-ARRIVALS&date=2026-11-24');
    expect(response.status).toBe(200);
    expect(queueForecastSchema.parse(await response.json())).toMatchObject({
      checkpoint: 'migration-arrivals',
      date: '2026-11-24',
    });
  });

  it('still accepts the former id security-national and answers under the current one, security-domestic', async () => {
    const old = await get('?checkpoint=security-national');
    expect(old.status).toBe(200);
    const text = await old.text();
    expect(text).not.toContain('security-national');
    expect(queueForecastSchema.parse(JSON.parse(text))).toMatchObject({ checkpoint: 'security-domestic' });
    const current = queueForecastSchema.parse(await (await get('?checkpoint=security-domestic')).json());
    expect(JSON.parse(text)).toEqual(current);
  });

  it.each([
    ['no checkpoint', '', 'checkpoint', /Give checkpoint/],
    [
      'an unknown checkpoint',
      '?checkpoint=security-t2',
      'checkpoint',
      /^Use one of security-domestic, security-international/,
    ],
    ['a malformed date', '?checkpoint=security-domestic&date=22/11/2026', 'date', /YYYY-MM-DD/],
    ['a date outside the three days', '?checkpoint=security-domestic&date=2026-11-25', 'date', /2026-11-22/],
    ['yesterday', '?checkpoint=security-domestic&date=2026-11-21', 'date', /2026-11-24/],
  ])('answers 400 naming the field for %s', async (_, query, field, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { error: { code: string; fields?: Record<string, string> } };
    expect(body.error.fields?.[field]).toMatch(message);
  });
});
