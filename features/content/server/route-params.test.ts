import { describe, expect, it, vi } from 'vitest';
import type { RoutePageModel } from './route-page';

vi.mock('next-intl/server', () => import('@/tests/server-components').then((m) => m.nextIntlServerMock));

/** The page model waits until the test lets it go, so the test can see what started meanwhile. */
const pageModel = vi.hoisted(() => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release: () => release() };
});
vi.mock('./route-page', () => ({
  getRoutePageModel: async (locale: string) => {
    await pageModel.gate;
    return { path: '/faq', title: `FAQ ${locale}` } as unknown as RoutePageModel;
  },
}));

const { openRoute } = await import('./route-params');

describe('openRoute', () => {
  it("reads the page's own data beside the page model, not after it", async () => {
    const load = vi.fn(async (locale: string) => `data ${locale}`);
    const opened = openRoute(Promise.resolve({ locale: 'en' }), '/faq', load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith('en'), { timeout: 10_000 });
    pageModel.release();
    expect(await opened).toEqual({ locale: 'en', page: { path: '/faq', title: 'FAQ en' }, data: 'data en' });
  });

  it('opens a page without data of its own', async () => {
    pageModel.release();
    expect(await openRoute(Promise.resolve({ locale: 'es' }), '/faq')).toEqual({
      locale: 'es',
      page: { path: '/faq', title: 'FAQ es' },
      data: undefined,
    });
  });
});
