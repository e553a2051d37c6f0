// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoutePageModel } from '@/features/content/server';
import { serviceUnavailable } from '@/lib/http/errors';
import { setServerLocale } from '@/tests/server-components';
import { getTripPlanPage } from './trip-page';

vi.mock('next-intl/server', () => import('@/tests/server-components').then((m) => m.nextIntlServerMock));

const flights = vi.hoisted(() => ({ find: vi.fn() }));
vi.mock('@/features/flights/server', () => ({ findFlight: flights.find }));

const routes = vi.hoisted(() => ({ metadata: vi.fn(), page: vi.fn() }));
vi.mock('@/features/content/server', () => ({ getRouteMetadata: routes.metadata, getRoutePageModel: routes.page }));

const routePage = { path: '/vuelos/mi-viaje/x', title: 'Mi viaje' } as unknown as RoutePageModel;

beforeEach(() => {
  setServerLocale('es');
  flights.find.mockReset();
  routes.page.mockReset().mockResolvedValue(routePage);
});

describe('getTripPlanPage when the flight source is down', () => {
  it('answers the unavailable notice for a well-formed id instead of failing the page', async () => {
    flights.find.mockRejectedValue(serviceUnavailable('flights down'));
    await expect(getTripPlanPage('20261122-AV9392-dep', 'es', {})).resolves.toEqual({
      unavailable: true,
      page: routePage,
    });
  });

  it('still answers 404 (null) for a malformed id, without asking the source', async () => {
    flights.find.mockRejectedValue(serviceUnavailable('flights down'));
    await expect(getTripPlanPage('../etc/passwd', 'es', {})).resolves.toBeNull();
  });

  it('lets any other failure through', async () => {
    flights.find.mockRejectedValue(new Error('bug'));
    await expect(getTripPlanPage('20261122-AV9392-dep', 'es', {})).rejects.toThrow('bug');
  });
});
