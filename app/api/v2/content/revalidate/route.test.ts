// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST } from './route';
import { forgetProcessState } from '@/tests/process-state';

vi.mock('server-only', () => ({}));
const purge = vi.hoisted(() => vi.fn((prefixes?: readonly string[]) => prefixes?.length ?? 99));
vi.mock('@/lib/page-cache', () => ({ purgePageCache: purge }));
const search = vi.hoisted(() => ({ invalidateSearchIndexes: vi.fn(), warmSearchIndexes: vi.fn(async () => []) }));
vi.mock('@/features/search/server', () => search);

afterEach(() => forgetProcessState('config'));

function post(body: unknown, token?: string) {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (token) headers.set('authorization', `Bearer ${token}`);
  return POST(
    new Request('http://localhost/api/v2/content/revalidate', { method: 'POST', headers, body: JSON.stringify(body) }),
    undefined,
  );
}

describe('POST /api/v2/content/revalidate', () => {
  it('is off (403) without REVALIDATE_SECRET and refuses a wrong token (401)', async () => {
    vi.stubEnv('REVALIDATE_SECRET', '');
    forgetProcessState('config');
    expect((await post({ paths: ['/faq'] }, 'anything-anything')).status).toBe(403);
    vi.stubEnv('REVALIDATE_SECRET', 'revalidate-secret-1234');
    forgetProcessState('config');
    expect((await post({ paths: ['/faq'] })).status).toBe(401);
    expect((await post({ paths: ['/faq'] }, 'revalidate-secret-123X')).status).toBe(401);
    expect(purge).not.toHaveBeenCalled();
    expect(search.invalidateSearchIndexes).not.toHaveBeenCalled();
  });

  it('drops the paths in the four locales, or everything for /', async () => {
    vi.stubEnv('REVALIDATE_SECRET', 'revalidate-secret-1234');
    forgetProcessState('config');
    const response = await post({ paths: ['/faq', '/servicios/mascotas'] }, 'revalidate-secret-1234');
    expect(response.status).toBe(200);
    expect(purge).toHaveBeenLastCalledWith([
      '/faq',
      '/en/faq',
      '/fr/faq',
      '/pt/faq',
      '/servicios/mascotas',
      '/en/servicios/mascotas',
      '/fr/servicios/mascotas',
      '/pt/servicios/mascotas',
    ]);
    await post({ paths: ['/'] }, 'revalidate-secret-1234');
    expect(purge).toHaveBeenLastCalledWith();
    expect((await post({ paths: ['https://evil.example'] }, 'revalidate-secret-1234')).status).toBe(400);
  });

  it('drops the search index and rebuilds it in the background, so changed content is searchable at once', async () => {
    vi.stubEnv('REVALIDATE_SECRET', 'revalidate-secret-1234');
    forgetProcessState('config');
    search.invalidateSearchIndexes.mockClear();
    search.warmSearchIndexes.mockClear();
    expect((await post({ paths: ['/faq'] }, 'revalidate-secret-1234')).status).toBe(200);
    expect(search.invalidateSearchIndexes).toHaveBeenCalledTimes(1);
    expect(search.warmSearchIndexes).toHaveBeenCalledTimes(1);
    expect(search.invalidateSearchIndexes.mock.invocationCallOrder[0]!).toBeLessThan(
      search.warmSearchIndexes.mock.invocationCallOrder[0]!,
    );
  });
});
