import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen, userEvent, within } from '@/tests/render';
import { HeaderSearchIsland } from './header-search.client';

vi.mock('next/navigation', async (importOriginal) =>
  (await import('@/tests/next-navigation')).routerlessNavigation(await importOriginal()),
);

// The overlay's chunk cannot be fetched (offline, a failing network).
vi.mock('./instant-search-panel.client', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('HeaderSearchIsland', () => {
  it("offers the menu's page titles, not an error, when the overlay's code cannot be loaded", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    renderWithProviders(
      <HeaderSearchIsland
        source={{
          categories: [],
          extra: [
            { href: '/servicios/migracion-y-pasaportes', title: 'Migración y pasaportes' },
            { href: '/servicios/mascotas', title: 'Viajar con mascotas' },
          ],
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buscar en el sitio' });
    await user.type(within(dialog).getByRole('combobox'), 'migracion');
    expect(within(dialog).getByRole('option')).toHaveAttribute('href', '/servicios/migracion-y-pasaportes');
  });
});
