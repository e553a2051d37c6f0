// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoutePageModel } from '@/features/content/server';
import { serviceUnavailable } from '@/lib/http/errors';
import { setServerLocale } from '@/tests/server-components';
import type { FlightDetailModel } from './detail';
import { flightDetailMetadata, flightNumberOf, getFlightDetailPage } from './detail-page';

vi.mock('next-intl/server', () => import('@/tests/server-components').then((m) => m.nextIntlServerMock));

const source = vi.hoisted(() => ({ detail: vi.fn() }));
vi.mock('./detail', () => ({ getFlightDetail: source.detail }));

const routes = vi.hoisted(() => ({ metadata: vi.fn(), page: vi.fn() }));
vi.mock('@/features/content/server', () => ({ getRouteMetadata: routes.metadata, getRoutePageModel: routes.page }));

const routePage: RoutePageModel = {
  path: '/vuelos/detalle/AV9392',
  title: 'Detalle del vuelo',
  description: 'Estado, puerta y horarios de un vuelo.',
  intro: 'Sigue tu vuelo.',
  breadcrumb: [{ label: 'Inicio', href: '/' }],
  children: [],
  related: [],
  content: null,
  header: {},
};

function detail(direction: 'departure' | 'arrival', kind = 'commercial'): FlightDetailModel {
  return {
    flight: { flight: 'AV9392', direction, kind, city: { es: 'Madrid', en: 'Madrid' } },
  } as unknown as FlightDetailModel;
}

beforeEach(() => {
  setServerLocale('es');
  source.detail.mockReset();
  routes.page.mockReset().mockResolvedValue(routePage);
  routes.metadata
    .mockReset()
    .mockResolvedValue({ description: 'Estado de un vuelo.', alternates: { canonical: '/x' } });
});

describe('flightNumberOf', () => {
  it('reads the one segment of /vuelos/detalle/{number}, decoded', () => {
    expect(flightNumberOf(['AV9392'])).toBe('AV9392');
    expect(flightNumberOf(['AV%209392'])).toBe('AV 9392');
  });

  it('keeps a segment that is no valid escape as it is', () => {
    expect(flightNumberOf(['AV%E0%A4%A'])).toBe('AV%E0%A4%A');
  });

  it('is null for /vuelos/detalle alone and false (a 404) for more segments', () => {
    expect(flightNumberOf([])).toBeNull();
    expect(flightNumberOf(['AV9392', 'extra'])).toBe(false);
  });
});

describe('getFlightDetailPage', () => {
  it('is null for an unknown flight (the page answers 404)', async () => {
    source.detail.mockResolvedValue(null);
    await expect(getFlightDetailPage('XX1', 'es')).resolves.toBeNull();
  });

  it("titles a departure with its number and its way from Bogotá, on the route's page", async () => {
    source.detail.mockResolvedValue(detail('departure'));
    const model = await getFlightDetailPage('av9392', 'es');
    expect(routes.page).toHaveBeenCalledWith('es', expect.objectContaining({ params: { number: 'av9392' } }));
    expect(model?.page).toMatchObject({
      title: 'Vuelo AV9392',
      description: 'Bogotá → Madrid',
      intro: 'Sigue tu vuelo.',
    });
    expect(model?.detail).toEqual(detail('departure'));
    expect(model?.apiBase).toBe('/api');
  });

  it('draws an arrival from its city to Bogotá', async () => {
    source.detail.mockResolvedValue(detail('arrival'));
    expect((await getFlightDetailPage('AV9392', 'es'))?.page.description).toBe('Madrid → Bogotá');
  });

  it("says the source is down under the number asked for and the route's description", async () => {
    source.detail.mockRejectedValue(serviceUnavailable());
    const model = await getFlightDetailPage('AV9392', 'es');
    expect(model?.detail).toBe('unavailable');
    expect(model?.page).toMatchObject({ title: 'Vuelo AV9392', description: routePage.description });
  });

  it('lets any other failure through (the error page)', async () => {
    source.detail.mockRejectedValue(new Error('boom'));
    await expect(getFlightDetailPage('AV9392', 'es')).rejects.toThrow('boom');
  });
});

describe('flightDetailMetadata', () => {
  it("names the flight in the title over the route's metadata of its own number", async () => {
    source.detail.mockResolvedValue(detail('departure'));
    const metadata = await flightDetailMetadata('av9392', 'es');
    expect(routes.metadata).toHaveBeenCalledWith('es', expect.objectContaining({ params: { number: 'AV9392' } }));
    expect(metadata).toEqual({
      description: 'Estado de un vuelo.',
      alternates: { canonical: '/x' },
      title: { absolute: 'Detalle del vuelo AV9392 | Aeropuerto Internacional El Dorado' },
    });
  });

  it('is empty for an unknown flight or when the source is down: the page answers for itself', async () => {
    source.detail.mockResolvedValue(null);
    await expect(flightDetailMetadata('XX1', 'es')).resolves.toEqual({});
    source.detail.mockRejectedValue(serviceUnavailable());
    await expect(flightDetailMetadata('AV9392', 'es')).resolves.toEqual({});
  });
});
