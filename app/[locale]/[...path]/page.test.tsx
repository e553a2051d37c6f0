import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredPage } from '@/features/content/server/store';
import { renderWithProviders } from '@/tests/render';
import { resolveServerTree, setServerLocale } from '@/tests/server-components';
import SitePage, { generateMetadata } from './page';
import { forgetProcessState } from '@/tests/process-state';

/*
 * The catch-all page serves a generic page of the content store (`/{slug}`, `/servicios/{pageSlug}`…) that no
 * route of lib/routes.ts names, in every locale with the Spanish fallback, and answers 404 when the store has none.
 */

vi.mock('next-intl/server', () => import('@/tests/server-components').then((m) => m.nextIntlServerMock));
vi.mock('../chrome', () => ({ Chrome: ({ children }: { children: ReactNode }) => <>{children}</> }));

const stored = vi.hoisted(() => new Map<string, StoredPage>());
vi.mock('@/features/content/server/store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/content/server/store')>()),
  getStoredPage: async (path: string) => stored.get(path) ?? null,
  listDocuments: async () => [],
}));

function page(path: string, title: string, locale: 'es' | 'en' = 'es', fallback = false): StoredPage {
  return {
    path,
    locale,
    fallback,
    draft: false,
    title,
    description: `${title}, descripción.`,
    blocks: [{ type: 'richText', html: `<p>Texto de ${title}.</p>` }],
    header: {},
    seo: {},
    updatedAt: '2026-11-22',
  };
}

function props(path: string[], locale = 'es') {
  return { params: Promise.resolve({ locale, path }) } as Parameters<typeof SitePage>[0];
}

async function status(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'rendered';
  } catch (error) {
    return String((error as { digest?: string }).digest ?? error);
  }
}

beforeEach(() => {
  vi.stubEnv('SITE_URL', 'https://www.eldorado.test');
  forgetProcessState('config');
  setServerLocale('es');
  stored.clear();
});

describe('generic content pages of the store', () => {
  it('renders a stored page under /{slug} and /comunicados/{pageSlug} with its title, blocks and <title>', async () => {
    stored.set('/guia-nocturna', page('/guia-nocturna', 'Guía nocturna'));
    renderWithProviders(<>{await resolveServerTree(await SitePage(props(['guia-nocturna'])))}</>);
    expect(screen.getByRole('heading', { level: 1, name: 'Guía nocturna' })).toBeInTheDocument();
    expect(screen.getByText('Texto de Guía nocturna.')).toBeInTheDocument();
    expect((await generateMetadata(props(['guia-nocturna']))).title).toEqual({
      absolute: 'Guía nocturna | Aeropuerto Internacional El Dorado',
    });
    stored.set('/comunicados/cierre-pista-norte', page('/comunicados/cierre-pista-norte', 'Cierre de la pista norte'));
    expect(await status(SitePage(props(['comunicados', 'cierre-pista-norte'])))).toBe('rendered');
  });

  it('shows the Spanish text with the fallback notice in English when the page has no English row', async () => {
    setServerLocale('en');
    stored.set('/corporativo/servicios/becas', { ...page('/corporativo/servicios/becas', 'Becas'), fallback: true });
    renderWithProviders(
      <>{await resolveServerTree(await SitePage(props(['corporativo', 'servicios', 'becas'], 'en')))}</>,
      {
        locale: 'en',
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Becas' })).toBeInTheDocument();
    expect(screen.getByText('Texto de Becas.').closest('[lang]')).toHaveAttribute('lang', 'es');
  });

  it('answers 404 for a slug the store has no page for, and for paths of no generic shape', async () => {
    expect(await status(SitePage(props(['no-existe'])))).toMatch(/404/);
    expect(await status(SitePage(props(['servicios', 'no-existe'], 'en')))).toMatch(/404/);
    stored.set('/otra/seccion/nueva', page('/otra/seccion/nueva', 'Nada'));
    expect(await status(SitePage(props(['otra', 'seccion', 'nueva'])))).toMatch(/404/);
  });

  it('keeps a registered route first: its page renders without a stored page', async () => {
    expect(await status(SitePage(props(['servicios', 'mascotas'])))).toBe('rendered');
  });
});
