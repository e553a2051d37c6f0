// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DetailPageModel } from './detail-page';
import { detailSegment, directoryListRedirect, resolveDetailPage } from './route-page';

const service = vi.hoisted(() => ({ find: vi.fn(), page: vi.fn() }));
vi.mock('./establishments-service', () => ({ findEstablishment: service.find }));
vi.mock('./detail-page', () => ({ getDetailPage: service.page }));

const place = (id: number, businessType: string) =>
  ({ item: { id, businessType }, offers: [], page: {} }) as unknown as DetailPageModel;

beforeEach(() => {
  service.find.mockReset();
  service.page.mockReset();
});

describe('detailSegment', () => {
  it('takes the short route only under restaurantes, tiendas and detalle', () => {
    expect(detailSegment('restaurantes', ['12'], true)).toBe('12');
    expect(detailSegment('detalle', ['caf%C3%A9'], true)).toBe('café');
    expect(detailSegment('salas-vip', ['12'], true)).toBeNull();
  });

  it('takes …/{businessType}/detalle/{id} for every business type, with one id or none', () => {
    expect(detailSegment('salas-vip', ['7'], false)).toBe('7');
    expect(detailSegment('casas-de-cambio', [], false)).toBeUndefined();
    expect(detailSegment('salas-vip', ['7', '8'], false)).toBeNull();
    expect(detailSegment('detalle', ['7'], false)).toBeNull();
  });
});

describe('directoryListRedirect', () => {
  it('has nothing to say of a list page or an unknown slug', () => {
    expect(directoryListRedirect('restaurantes')).toBeNull();
    expect(directoryListRedirect('nada')).toBeNull();
  });

  it('sends exchange houses to the currency page and /establecimientos/detalle to the directory', () => {
    expect(directoryListRedirect('casas-de-cambio')).toBe('/prepara-tu-viaje/divisas#casas-de-cambio');
    expect(directoryListRedirect('detalle')).toBe('/establecimientos');
  });
});

describe('resolveDetailPage', () => {
  it('shows a place at its own address', async () => {
    const model = place(12, 'restaurantes');
    service.page.mockResolvedValue(model);
    await expect(resolveDetailPage('restaurantes', '12', 'es')).resolves.toEqual({ page: model });
  });

  it('moves a place asked for under another type, or by its slug, to its own address', async () => {
    service.page.mockResolvedValue(place(12, 'tiendas'));
    await expect(resolveDetailPage('restaurantes', '12', 'es')).resolves.toEqual({
      redirect: '/establecimientos/tiendas/12',
    });
    service.page.mockResolvedValue(place(30, 'salas-vip'));
    await expect(resolveDetailPage('salas-vip', 'sala-avianca', 'es')).resolves.toEqual({
      redirect: '/establecimientos/salas-vip/detalle/30',
    });
  });

  it('sends a URL without its id to the list, and one without its type to the place’s list', async () => {
    await expect(resolveDetailPage('salas-vip', undefined, 'es')).resolves.toEqual({
      redirect: '/establecimientos/salas-vip',
    });
    service.find.mockResolvedValue({ id: 12, businessType: 'tiendas' });
    await expect(resolveDetailPage('detalle', '12', 'es')).resolves.toEqual({ redirect: '/establecimientos/tiendas' });
  });

  it('is null (a 404) for an unknown place', async () => {
    service.page.mockResolvedValue(undefined);
    await expect(resolveDetailPage('restaurantes', '999', 'es')).resolves.toBeNull();
    service.find.mockResolvedValue(undefined);
    await expect(resolveDetailPage('detalle', '999', 'es')).resolves.toBeNull();
  });
});
