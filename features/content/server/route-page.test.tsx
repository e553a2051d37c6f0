import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { matchRoute, type RouteMatch } from '@/lib/routes';
import { renderWithProviders } from '@/tests/render';
import { resolveServerTree, setServerLocale } from '@/tests/server-components';
import { RoutePage } from '../components/route-page';
import { contentPageSchema, type ContentPageInput } from '../schemas';
import { pageRows } from '../seed';
import type { ContentView } from './content-view';
import { getRouteMetadata, getRoutePageModel } from './route-page';
import { forgetProcessState } from '@/tests/process-state';

vi.mock('next-intl/server', () => import('@/tests/server-components').then((m) => m.nextIntlServerMock));

const views = vi.hoisted(() => new Map<string, ContentView>());
vi.mock('./content-view', () => ({ getContentView: async (path: string) => views.get(path) ?? null }));

const SITE = 'https://www.eldorado.test';
const pets = matchRoute('/servicios/mascotas') as RouteMatch;

function view(overrides: Partial<ContentView>): ContentView {
  return {
    title: 'Viajar con mascotas',
    description: 'Requisitos del ICA para perros y gatos.',
    blocks: [{ type: 'richText', html: '<p>Certificado del ICA.</p>' }],
    fallback: false,
    draft: false,
    locale: 'es',
    header: {},
    seo: {},
    updatedAt: '2026-11-22',
    ...overrides,
  };
}

beforeEach(() => {
  vi.stubEnv('SITE_URL', SITE);
  forgetProcessState('config');
  setServerLocale('es');
  views.clear();
});

describe('page SEO fields', () => {
  it('give the title, description, Open Graph image and noindex of the metadata', async () => {
    views.set(
      '/servicios/mascotas',
      view({
        seo: {
          title: 'Mascotas: viajar con perros y gatos',
          description: 'Todo sobre el ICA.',
          ogImage: '/images/pets.png',
          noindex: true,
        },
      }),
    );
    const metadata = await getRouteMetadata('es', pets);
    expect(metadata.title).toEqual({
      absolute: 'Mascotas: viajar con perros y gatos | Aeropuerto Internacional El Dorado',
    });
    expect(metadata.description).toBe('Todo sobre el ICA.');
    expect(metadata.openGraph?.images).toEqual([
      { url: `${SITE}/images/pets.png`, alt: 'Mascotas: viajar con perros y gatos' },
    ]);
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });

  it('fall back to the route title, the page description and the site image when absent', async () => {
    views.set('/servicios/mascotas', view({}));
    const metadata = await getRouteMetadata('es', pets);
    expect(metadata.title).toEqual({ absolute: 'Mascotas | Aeropuerto Internacional El Dorado' });
    expect(metadata.description).toBe('Requisitos del ICA para perros y gatos.');
    expect(metadata.openGraph?.images).toEqual([
      { url: `${SITE}/og-image.png`, width: 1200, height: 630, alt: 'Aeropuerto Internacional El Dorado' },
    ]);
    expect(metadata.robots).toBeUndefined();
  });
});

describe('page header fields', () => {
  it('reach the page header (height, content position, images)', async () => {
    views.set(
      '/servicios/mascotas',
      view({
        header: { height: '20rem', contentPosition: 'center', backgroundImage: '/images/banner/home-desktop.svg' },
      }),
    );
    const model = await getRoutePageModel('es', pets);
    expect(model.header).toEqual({
      height: '20rem',
      contentPosition: 'center',
      backgroundImage: '/images/banner/home-desktop.svg',
    });
    const { container } = renderWithProviders(<>{await resolveServerTree(<RoutePage model={model} />)}</>);
    const header = container.querySelector('header')!;
    expect(header).toHaveAttribute('data-content', 'center');
    expect(header).toHaveAttribute('data-has-image', 'true');
    expect(header.style.getPropertyValue('--page-header-height')).toBe('20rem');
    expect(screen.getByRole('heading', { level: 1, name: 'Viajar con mascotas' })).toBeInTheDocument();
  });

  it('keep the SPEC defaults without a stored page or header', async () => {
    const model = await getRoutePageModel('es', pets);
    expect(model.header).toEqual({});
    const { container } = renderWithProviders(<>{await resolveServerTree(<RoutePage model={model} />)}</>);
    expect(container.querySelector('header')!.style.getPropertyValue('--page-header-height')).toBe('25rem');
  });
});

describe('content files → store rows', () => {
  const blocks = [
    { type: 'richText' as const, html: '<p>Uno.</p>' },
    { type: 'richText' as const, html: '<p>Dos.</p>' },
    { type: 'richText' as const, html: '<p>Tres.</p>' },
  ];
  const localized = (title: string) => ({ title, description: `${title}.`, blocks });
  const input: ContentPageInput = {
    path: '/servicios/mascotas',
    updatedAt: '2026-11-22',
    header: { height: '20rem', shadow: true },
    seo: { ogImage: '/images/pets.png' },
    locales: {
      es: { ...localized('Mascotas'), seo: { title: 'Mascotas en El Dorado' } },
      en: { ...localized('Pets'), seo: { title: 'Pets at El Dorado', description: 'Pets.' } },
      fr: localized('Animaux'),
      pt: localized('Animais'),
    },
  };

  it('the seed writes the header to every locale and merges page and locale SEO fields', () => {
    const rows = pageRows(contentPageSchema.parse(input), 'published');
    expect(rows.map((r) => r.header)).toEqual(Array(4).fill({ height: '20rem', shadow: true }));
    expect(rows.map((r) => [r.locale, r.seo])).toEqual([
      ['es', { ogImage: '/images/pets.png', title: 'Mascotas en El Dorado' }],
      ['en', { ogImage: '/images/pets.png', title: 'Pets at El Dorado', description: 'Pets.' }],
      ['fr', { ogImage: '/images/pets.png' }],
      ['pt', { ogImage: '/images/pets.png' }],
    ]);
  });

  it('a page without them stores {} (the defaults)', () => {
    const { header: _h, seo: _s, ...plain } = input;
    const rows = pageRows(
      contentPageSchema.parse({
        ...plain,
        locales: { es: localized('A'), en: localized('B'), fr: localized('C'), pt: localized('D') },
      }),
      'draft',
    );
    expect(rows.every((r) => JSON.stringify(r.header) === '{}' && JSON.stringify(r.seo) === '{}')).toBe(true);
  });

  it('the schema refuses unknown header fields, scripts in image URLs and over-long SEO text', () => {
    expect(contentPageSchema.safeParse({ ...input, header: { colour: 'red' } }).success).toBe(false);
    expect(contentPageSchema.safeParse({ ...input, header: { backgroundImage: 'javascript:alert(1)' } }).success).toBe(
      false,
    );
    expect(contentPageSchema.safeParse({ ...input, seo: { ogImage: '/../secret.png' } }).success).toBe(false);
    expect(contentPageSchema.safeParse({ ...input, seo: { ogImage: '/images/../secret.png' } }).success).toBe(false);
    expect(
      contentPageSchema.safeParse({
        ...input,
        locales: { ...input.locales, es: { ...localized('Mascotas'), seo: { title: 'x'.repeat(71) } } },
      }).success,
    ).toBe(false);
  });
});
