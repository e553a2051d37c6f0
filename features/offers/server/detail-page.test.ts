// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoutePageModel } from '@/features/content/server';
import { setServerLocale } from '@/tests/server-components';
import type { OfferDetail } from '../schemas';
import { getOfferDetailPage, offerDetailMetadata } from './detail-page';

vi.mock('next-intl/server', () => import('@/tests/server-components').then((m) => m.nextIntlServerMock));

const offers = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('./offers-service', () => ({ getOffer: offers.get }));

const routes = vi.hoisted(() => ({ metadata: vi.fn(), page: vi.fn() }));
vi.mock('@/features/content/server', () => ({ getItemMetadata: routes.metadata, getRoutePageModel: routes.page }));

const offer = {
  id: 41,
  title: '2x1 en café',
  summary: 'Dos cafés por uno antes de las 9.',
  establishment: { id: 12, name: 'Café de la plaza', businessType: 'restaurantes' },
} as unknown as OfferDetail;

const routePage = {
  title: 'Detalle de la oferta',
  description: 'Una oferta.',
  intro: 'Las condiciones.',
  breadcrumb: [
    { label: 'Inicio', href: '/' },
    { label: 'Ofertas', href: '/ofertas' },
    { label: 'Detalle de la oferta', href: '/ofertas/detalle/41' },
  ],
} as RoutePageModel;

beforeEach(() => {
  setServerLocale('es');
  offers.get.mockReset();
  routes.page.mockReset().mockResolvedValue(routePage);
  routes.metadata.mockReset().mockResolvedValue({ title: { absolute: 'Título' } });
});

describe('getOfferDetailPage', () => {
  it('titles the page with the offer, its place as description, and ends the breadcrumb with it', async () => {
    offers.get.mockResolvedValue(offer);
    const model = await getOfferDetailPage('41', 'es');
    expect(routes.page).toHaveBeenCalledWith('es', expect.objectContaining({ params: { offerId: '41' } }));
    expect(model?.offer).toBe(offer);
    expect(model?.page).toMatchObject({
      title: '2x1 en café',
      description: 'Café de la plaza',
      intro: 'Las condiciones.',
    });
    expect(model?.page.breadcrumb.map((c) => c.label)).toEqual(['Inicio', 'Ofertas', '2x1 en café']);
  });

  it('is undefined for an unknown or expired offer (the page answers 404)', async () => {
    offers.get.mockResolvedValue(undefined);
    await expect(getOfferDetailPage('999', 'es')).resolves.toBeUndefined();
  });
});

describe('offerDetailMetadata', () => {
  it('is the metadata of the offer under its route: its title and summary', async () => {
    offers.get.mockResolvedValue(offer);
    expect(await offerDetailMetadata('41', 'es')).toEqual({ title: { absolute: 'Título' } });
    expect(routes.metadata).toHaveBeenCalledWith('es', expect.objectContaining({ params: { offerId: '41' } }), {
      name: '2x1 en café',
      description: 'Dos cafés por uno antes de las 9.',
    });
  });

  it('is empty without an id or for an unknown offer', async () => {
    await expect(offerDetailMetadata(undefined, 'es')).resolves.toEqual({});
    offers.get.mockResolvedValue(undefined);
    await expect(offerDetailMetadata('999', 'es')).resolves.toEqual({});
  });
});
