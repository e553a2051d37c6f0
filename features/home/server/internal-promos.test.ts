// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

const configuration = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/features/client-configuration/server', () => ({ getClientConfiguration: configuration.get }));

const { internalPromos } = await import('.');

const image = (id: string) => ({
  id,
  desktopImgUrl: `https://cdn.example/${id}-desktop.webp`,
  mobileImgUrl: `https://cdn.example/${id}-mobile.webp`,
  url: '/ofertas',
  alt: { es: 'Ofertas de temporada', en: 'Seasonal offers', fr: 'Offres de saison', pt: 'Ofertas da temporada' },
});

describe('the internal pages banner (SPEC §3 internalBannerImages)', () => {
  it('is the first configured image, in the language of the page (es, en)', async () => {
    configuration.get.mockResolvedValue({
      internalBannerImages: [image('a'), image('b')],
      bannerImages: [image('home')],
    });
    expect(await internalPromos('es')).toEqual([
      {
        kind: 'banner',
        id: 'internal-banner-a',
        title: 'Ofertas de temporada',
        body: '',
        imageUrl: 'https://cdn.example/a-desktop.webp',
        url: '/ofertas',
      },
    ]);
    expect((await internalPromos('en'))[0]).toMatchObject({ title: 'Seasonal offers', id: 'internal-banner-a' });
  });

  it('is nothing when none is configured, or the configuration cannot be read', async () => {
    configuration.get.mockResolvedValue({ internalBannerImages: [], bannerImages: [image('home')] });
    expect(await internalPromos('es')).toEqual([]);
    configuration.get.mockImplementation(async () => {
      throw new Error('database down');
    });
    expect(await internalPromos('es')).toEqual([]);
  });
});
