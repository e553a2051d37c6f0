import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderWithProviders, screen, userEvent, waitFor, within } from '@/tests/render';
import { HamburgerMenu, type MenuCategoryView } from './hamburger-menu.client';

vi.mock('next/navigation', async (importOriginal) =>
  (await import('@/tests/next-navigation')).routerlessNavigation(await importOriginal()),
);

const categories: MenuCategoryView[] = [
  {
    id: 'flights',
    label: 'Vuelos',
    landing: { href: '/vuelos', label: 'Vuelos' },
    children: [
      { href: '/vuelos/salidas', label: 'Salidas' },
      { href: '/vuelos/llegadas', label: 'Llegadas' },
    ],
  },
  {
    id: 'help',
    label: 'Ayuda y contacto',
    landing: { href: '/faq', label: 'Preguntas frecuentes' },
    children: [{ href: '/contacto', label: 'Contacto' }],
  },
];
const dora = { href: '/dora', label: 'Habla con Dora' };

function setViewport(wide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: wide && query.includes('min-width'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

async function nextFrame() {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
  });
}

describe('HamburgerMenu', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens a modal menu, traps focus, locks scroll, and Escape closes it returning focus', async () => {
    setViewport(true);
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <button type="button">antes</button>
        <HamburgerMenu categories={categories} dora={dora} />
        <button type="button">después</button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Menú' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Menú principal' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The lock is an effect of the dialog's commit: on a loaded machine the dialog can be found before it ran.
    await waitFor(() => expect(document.documentElement.style.overflow).toBe('hidden'));
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    // Wide screens: both columns, the first category's children showing.
    expect(within(dialog).getByRole('button', { name: 'Vuelos' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Salidas' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Dora/ })).toHaveAttribute('href', '/dora');

    // Tab around more times than there are controls: focus never leaves the dialog.
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 12; i++) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('shows one column at a time on small screens, with go-back', async () => {
    setViewport(false);
    const user = userEvent.setup();
    renderWithProviders(<HamburgerMenu categories={categories} dora={dora} />);
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('link', { name: 'Salidas' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Ayuda y contacto' }));
    await nextFrame();
    expect(within(dialog).getByRole('heading', { name: 'Ayuda y contacto' })).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Contacto' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Ver todo en Preguntas frecuentes' })).toHaveAttribute(
      'href',
      '/faq',
    );
    expect(within(dialog).queryByRole('button', { name: 'Vuelos' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Volver a las categorías' }));
    await nextFrame();
    expect(within(dialog).getByRole('button', { name: 'Ayuda y contacto' })).toHaveFocus();
    expect(within(dialog).queryByRole('link', { name: 'Contacto' })).not.toBeInTheDocument();
  });

  it('closes from its close button and when a link is followed', async () => {
    setViewport(true);
    const user = userEvent.setup();
    renderWithProviders(<HamburgerMenu categories={categories} dora={dora} />);
    const button = screen.getByRole('button', { name: 'Menú' });
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Cerrar el menú' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
