// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { serviceUnavailable } from '@/lib/http/errors';

const getClientConfiguration = vi.fn();
vi.mock('@/features/client-configuration/server', () => ({ getClientConfiguration: () => getClientConfiguration() }));

const { GET } = await import('./route');

describe('GET /api/v2/config', () => {
  it('serves the configuration with a 60 s public cache', async () => {
    getClientConfiguration.mockResolvedValue({ airportState: { es: 'ok' } });
    const response = await GET(new Request('http://localhost/api/v2/config'), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(await response.json()).toEqual({ airportState: { es: 'ok' } });
  });

  it('answers 503 in the API error shape, not cached, when there is no configuration', async () => {
    getClientConfiguration.mockRejectedValue(serviceUnavailable('Not available', { retryAfterSeconds: 10 }));
    const response = await GET(new Request('http://localhost/api/v2/config'), undefined);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('10');
    expect(await response.json()).toEqual({ error: { code: 'service_unavailable', message: 'Not available' } });
  });
});
