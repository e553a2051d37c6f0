import { describe, expect, it, vi, beforeEach } from 'vitest';
import { renderWithProviders, screen, userEvent } from '@/tests/render';
import { LanguageSwitch, localeSwitchHref } from './language-switch.client';

const nav = vi.hoisted(() => ({ pathname: '/en/vuelos' }));
vi.mock('next/navigation', async (importOriginal) =>
  (await import('@/tests/next-navigation')).routerlessNavigation(await importOriginal(), {
    usePathname: () => nav.pathname,
    useSearchParams: () => new URLSearchParams(window.location.search) as never,
  }),
);

describe('localeSwitchHref', () => {
  it('changes only the locale prefix, keeping path, query and hash', () => {
    expect(localeSwitchHref('/vuelos/salidas', 'fr', '?a=1&a=2', '#tabla')).toBe('/fr/vuelos/salidas?a=1&a=2#tabla');
    expect(localeSwitchHref('/vuelos/salidas', 'es', '?a=1')).toBe('/vuelos/salidas?a=1');
    expect(localeSwitchHref('/', 'pt')).toBe('/pt');
    expect(localeSwitchHref('/', 'es', '?q=x')).toBe('/?q=x');
  });
});

describe('LanguageSwitch', () => {
  beforeEach(() => {
    nav.pathname = '/en/vuelos';
    window.history.replaceState(null, '', '/en/vuelos?tipo=llegadas&terminal=T1');
  });

  it('shows the current language and lists the others with lang and hreflang', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitch />, { locale: 'en' });
    const button = screen.getByRole('button', { name: /English/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['ESEspañol', 'FRFrançais', 'PTPortuguês']);
    const french = screen.getByRole('link', { name: /Français/ });
    expect(french).toHaveAttribute('lang', 'fr-FR');
    expect(french).toHaveAttribute('hreflang', 'fr-FR');
  });

  it('keeps the path and the query string when switching', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitch />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: /English/ }));
    expect(screen.getByRole('link', { name: /Français/ })).toHaveAttribute(
      'href',
      '/fr/vuelos?tipo=llegadas&terminal=T1',
    );
    expect(screen.getByRole('link', { name: /Español/ })).toHaveAttribute('href', '/vuelos?tipo=llegadas&terminal=T1');
  });

  it('keeps the home page and closes on Escape, returning focus', async () => {
    nav.pathname = '/';
    window.history.replaceState(null, '', '/?chatbot=1');
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitch />, { locale: 'es' });
    const button = screen.getByRole('button', { name: /Español/ });
    await user.click(button);
    expect(screen.getByRole('link', { name: /English/ })).toHaveAttribute('href', '/en?chatbot=1');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
