// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

const pingDb = vi.fn<() => Promise<'ok' | 'down'>>();
vi.mock('@/lib/server/db', () => ({ pingDb: () => pingDb() }));

const { GET } = await import('./route');

describe('GET /api/health', () => {
  beforeEach(() => pingDb.mockReset());

  it('answers 200 when the database answers', async () => {
    pingDb.mockResolvedValue('ok');
    const response = await GET(new Request('http://localhost/api/health'), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers 503 degraded when the database is down', async () => {
    pingDb.mockResolvedValue('down');
    const response = await GET(new Request('http://localhost/api/health'), undefined);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'degraded', db: 'down' });
  });
});
