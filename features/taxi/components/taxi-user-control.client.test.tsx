import { describe, expect, it } from 'vitest';
import { screen } from '@/tests/render';
import { createTaxiStore } from '../store';
import { renderTaxi } from '@/tests/fixtures/taxi';
import { TaxiUserControl } from './taxi-user-control.client';

describe('the taxi user control (SPEC §2, §3)', () => {
  it.each([
    ['es', 'Hola, +57 3001234567', 'Hola, Laura'],
    ['en', 'Hi, +57 3001234567', 'Hi, Laura'],
  ] as const)('%s: greets a user without a name by their number, and by name otherwise', (locale, byNumber, byName) => {
    const store = createTaxiStore({
      isLoggedIn: true,
      user: { name: '  ', phone: '3001234567', phoneCountryCode: '57' },
    });
    const { unmount } = renderTaxi(<TaxiUserControl />, { store, locale });
    expect(screen.getByText(byNumber)).toBeInTheDocument();
    unmount();
    const named = createTaxiStore({
      isLoggedIn: true,
      user: { name: 'Laura', phone: '3001234567', phoneCountryCode: '57' },
    });
    renderTaxi(<TaxiUserControl />, { store: named, locale });
    expect(screen.getByText(byName)).toBeInTheDocument();
  });

  it('shows nothing when signed out', () => {
    const { container } = renderTaxi(<TaxiUserControl />, { store: createTaxiStore() });
    expect(container).toBeEmptyDOMElement();
  });
});
