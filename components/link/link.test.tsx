import { describe, expect, it } from 'vitest';
import { renderWithProviders as render, screen } from '@/tests/render';
import { Link, localizeHref } from './link';

describe('localizeHref', () => {
  it('prefixes a site path with the locale, as next-intl did, and leaves Spanish paths alone', () => {
    expect(localizeHref('/vuelos/salidas', 'en')).toBe('/en/vuelos/salidas');
    expect(localizeHref('/', 'fr')).toBe('/fr');
    expect(localizeHref('/?q=taxi', 'pt')).toBe('/pt?q=taxi');
    expect(localizeHref('/buscar?q=ba%C3%B1os#r', 'en')).toBe('/en/buscar?q=ba%C3%B1os#r');
    expect(localizeHref('/vuelos', 'es')).toBe('/vuelos');
  });

  it('leaves other URLs as they are', () => {
    for (const href of ['https://example.org/a', '//cdn.example.org/a', '#main', 'mailto:info@example.org'])
      expect(localizeHref(href, 'en')).toBe(href);
  });
});

describe('Link', () => {
  it("is a plain anchor in the page's locale, marked for the site's navigation", () => {
    render(
      <Link href="/vuelos" className="x" aria-current="page">
        Flights
      </Link>,
      { locale: 'en' },
    );
    const link = screen.getByRole('link', { name: 'Flights' });
    expect(link).toHaveAttribute('href', '/en/vuelos');
    expect(link).toHaveAttribute('data-link', '');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveClass('x');
  });

  it('writes the options set to false into the mark', () => {
    render(
      <Link href="/ofertas" prefetch={false} scroll={false}>
        Ofertas
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Ofertas' })).toHaveAttribute('data-link', 'no-prefetch no-scroll');
  });
});
